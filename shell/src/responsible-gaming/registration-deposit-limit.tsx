import { useContext, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { parseTypedAmount } from '@casino/shared-kernel/format';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Input } from '@casino/shared-kernel/ui';
import { ShellConfigContext } from '../app/shell-context.ts';
import english from './locales/en.json';
import { RG_NAMESPACE_NAME } from './rg-texts.ts';

/**
 * The brands whose registration offers a daily deposit limit (UKGC RTS 12: at registration and
 * first deposit; Portaria 1.231). The api-server's brand settings (`offerDepositLimit`, the table
 * in `api-server/CONTEXT.md`) say the same; a visitor cannot read them, so the shell keeps this copy.
 */
const DEPOSIT_LIMIT_AT_REGISTRATION: ReadonlySet<string> = new Set(['india', 'brasil']);

/**
 * The optional daily deposit limit of the sign-up form, for a brand that offers it: `field` to
 * render, `check` before registering (a bad amount is said beside the field and nothing is sent),
 * `apply` once the account is signed in (a refusal shows as the kernel's message).
 */
export function useRegistrationDepositLimit() {
  const brand = useContext(ShellConfigContext)?.brand;
  const { t } = useTranslation(RG_NAMESPACE_NAME);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const offered = brand !== undefined && DEPOSIT_LIMIT_AT_REGISTRATION.has(brand);
  const say = (key: keyof typeof english, values: Record<string, string> = {}) => t(key, { ...values, defaultValue: english[key] });
  const field = offered ? (
    <Input
      label={say('rg_register_limit_label', { currency: currencySymbol })}
      hint={say('rg_register_limit_hint')}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      error={error || undefined}
      onChange={(event) => {
        setText(event.target.value);
        setError('');
      }}
      data-testid="shell.auth-deposit-limit"
    />
  ) : null;
  /** The amount to set after registering (null: none), or false when the field is wrong. */
  const check = (): number | null | false => {
    if (!offered || text.trim() === '') return null;
    const amount = parseTypedAmount(text);
    if (amount === undefined) {
      setError(say('rg_register_limit_invalid'));
      return false;
    }
    return amount;
  };
  const apply = async (amount: number | null) => {
    if (amount !== null) await casinoApi.post('setGamingLimit', { kind: 'deposit', period: 'day', amount });
  };
  return { field, check, apply };
}
