import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FcmSettings } from '@casino/shared-kernel/api-contract';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { isConfigured, siteSettingsAtom, toast, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { createStorageItem, safeLocalStorage, type KeyValueStorage } from '@casino/shared-kernel/storage';
import { Button } from '@casino/shared-kernel/ui-core';
import { createPermissionStore, type PermissionStore } from './push-permission.ts';
import { isPushTokenSaveDue, shouldOfferPush, type PushFacts, type SavedPushToken } from './push-rules.ts';
import { savedPushToken, savePushToken } from './push-token.ts';
import { PwaBanner } from './pwa-banner.tsx';

/** Local-storage key of when "Not now" was chosen. */
export const PUSH_PROMPT_DISMISSED_KEY = 'pushPromptDismissedAt';

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const promptDismissedAt = (storage: KeyValueStorage) => createStorageItem(storage, PUSH_PROMPT_DISMISSED_KEY, isTime);

let sharedPermissions: PermissionStore | undefined;

export interface PushHostProps {
  /** The notification permission (the browser's, by default). */
  permissions?: PermissionStore;
  /** Fetches and saves the token (`savePushToken`, by default). */
  saveToken?: (fcm: FcmSettings, uid: number) => Promise<SavedPushToken>;
  storage?: KeyValueStorage;
  now?: () => number;
}

/**
 * Push for a signed-in player of a brand with an fcm block (mounted by the PWA host only then, and
 * only where the browser supports push). Saves the token when it is due, which needs permission
 * already granted; while the browser has not been asked, offers "Turn on notifications", whose
 * click is the only place the browser's permission prompt is shown (never on page load).
 */
export default function PushHost({ permissions, saveToken = savePushToken, storage = safeLocalStorage, now = Date.now }: PushHostProps) {
  const { t } = useTranslation('shell');
  const store = permissions ?? (sharedPermissions ??= createPermissionStore());
  const permission = useSyncExternalStore(store.subscribe, store.get);
  const { fcm } = useAtomValue(siteSettingsAtom);
  const uid = useAtomValue(userInfoAtom)?.uid ?? null;
  const [dismissedAt, setDismissedAt] = useState(() => promptDismissedAt(storage).get());
  const [asking, setAsking] = useState(false);
  const facts: PushFacts = { fcmConfigured: isConfigured(fcm), uid, permission };

  // At start (a session restored with permission granted), after sign-in and after a grant.
  useEffect(() => {
    if (uid === null || !isPushTokenSaveDue({ fcmConfigured: isConfigured(fcm), uid, permission }, savedPushToken(storage).get(), now())) return;
    saveToken(fcm, uid).catch((error: unknown) => console.warn('[shell] the push token was not saved', error));
  }, [fcm, uid, permission, saveToken, storage, now]);

  // While its click is being answered the prompt stays (busy), even once permission is granted.
  if (uid === null || (!asking && !shouldOfferPush(facts, dismissedAt, now()))) return null;
  const player = uid;

  const later = () => {
    const at = now();
    promptDismissedAt(storage).set(at);
    setDismissedAt(at);
  };
  const turnOn = async () => {
    setAsking(true);
    try {
      const answer = await store.request();
      if (answer === 'granted') {
        await saveToken(fcm, player);
        toast('success', t('pwa_push_on'));
      } else if (answer === 'denied') {
        toast('info', t('pwa_push_blocked'));
      } else {
        // The browser's prompt was closed unanswered: asked again after the snooze, like "Not now".
        later();
      }
    } catch (error) {
      console.warn('[shell] notifications were not turned on', error);
      toast('warning', t('pwa_push_failed'));
    } finally {
      setAsking(false);
    }
  };

  return (
    <PwaBanner id="push" role="region" testId="shell.push-prompt" title={t('pwa_push_title')} text={t('pwa_push_text')}>
      <Button onClick={() => void turnOn()} busy={asking} data-testid="shell.push-turn-on">
        {t('pwa_push_enable')}
      </Button>
      <Button variant="ghost" onClick={later} disabled={asking} data-testid="shell.push-later">
        {t('pwa_push_later')}
      </Button>
    </PwaBanner>
  );
}
