import { useCallback, useEffect, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { BALANCE_CONFIG_ALL } from '@casino/shared-kernel/api-constants';
import type { ChargeReward, DepositLists, GlobalPayConfig, PaymentMethod } from '@casino/shared-kernel/api-contract';
import { kernelStore, lobbyInfoAtom, userInfoAtom } from '@casino/shared-kernel/state';
import { OFFER_GOODS_TYPE, runningEventTypes, selectDepositOffer, sortPayMethods, type DepositOffer } from './deposit-rules.ts';

/** Everything the deposit shows, loaded when it opens. */
export interface DepositShop {
  offer: DepositOffer;
  goodsType: number;
  lists: DepositLists;
  methods: PaymentMethod[];
  /** The method chosen at first: the one the server lists first (the player's last successful one). */
  preferredMethodId: number | null;
  reward: ChargeReward | null;
  global: GlobalPayConfig[];
  /**
   * Responsible gaming (issue 25): before the first deposit, when the brand offers it and the
   * player has no deposit limit yet, the form offers to set one.
   */
  offerDepositLimit: boolean;
}

/**
 * The FULL load (spec 4): the balance config with every section, the player's payment methods and
 * the charge reward, then, by the player's fresh `pay_count`, the first or second deposit offer
 * when its event runs (its own lists), otherwise the normal lists of the balance config.
 */
export async function loadDepositShop(signal?: AbortSignal): Promise<DepositShop> {
  const options = { signal };
  const [config, methods, reward, user, gamingLimits] = await Promise.all([
    casinoApi.post('balance', { config_type: BALANCE_CONFIG_ALL }, options),
    casinoApi.get('payMethods', undefined, options),
    casinoApi.post('chargeReward', {}, { ...options, hideErrorMsg: true }).catch(() => null),
    casinoApi.post('userInfo', {}, { ...options, hideErrorMsg: true }).catch(() => null),
    casinoApi.get('gamingLimits', undefined, { ...options, hideErrorMsg: true }).catch(() => null),
  ]);
  const payCount = user?.pay_count ?? kernelStore.get(userInfoAtom)?.pay_count ?? 0;
  let offer = selectDepositOffer(payCount, runningEventTypes(kernelStore.get(lobbyInfoAtom), Date.now()));
  let lists: DepositLists = config;
  if (offer !== 'normal') {
    try {
      lists = await casinoApi.post('shop', { type: OFFER_GOODS_TYPE[offer] }, { ...options, hideErrorMsg: true });
    } catch {
      // The event ended between the lobby's answer and now: the normal list.
      offer = 'normal';
    }
  }
  return {
    offer,
    goodsType: OFFER_GOODS_TYPE[offer],
    lists: { custom_list: lists.custom_list, custom_fix_list: lists.custom_fix_list, fix_list: lists.fix_list },
    methods: sortPayMethods(methods.list),
    preferredMethodId: methods.list[0]?.id ?? null,
    reward,
    global: config.global_list,
    offerDepositLimit:
      payCount === 0 && gamingLimits !== null && gamingLimits.offer_deposit_limit && !gamingLimits.limits.some((limit) => limit.kind === 'deposit'),
  };
}

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Loads `load` on mount (and on `reload`), aborting a load the dialog no longer waits for. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [round, setRound] = useState(0);
  // The answer of a round; an older round's answer reads as loading.
  const [answer, setAnswer] = useState<{ round: number; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ round, loaded: { status: 'ready', data } });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ round, loaded: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [load, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [answer?.round === round ? answer.loaded : { status: 'loading' }, reload];
}
