import { useEffect, useMemo, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { showingActivities } from '@casino/shared-kernel/api-constants';
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import { kernelStore, lobbyInfoAtom, lobbyInfoCallAtom, useAtomValue } from '@casino/shared-kernel/state';
import { useNow } from '@casino/shared-kernel/ui-core';

let asked: Promise<void> | null = null;

/**
 * The lobby's events (`activity_list`) showing now, in `sort_id` order. The shell's first call fills
 * the lobby info; a page opened on its own (standalone, or the cache cleared) asks once itself.
 */
export function useLobbyActivities(): { activities: ActivityItem[] | null; failed: boolean } {
  const info = useAtomValue(lobbyInfoAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (info) return;
    const pending = kernelStore.get(lobbyInfoCallAtom).pending;
    asked ??= (pending ?? Promise.resolve()).then(async () => {
      if (kernelStore.get(lobbyInfoAtom)) return;
      kernelStore.set(lobbyInfoAtom, await casinoApi.get('lobbyIndex', {}, { hideErrorMsg: true }));
    });
    asked.catch(() => {
      asked = null;
      setFailed(true);
    });
  }, [info]);
  const now = useNow();
  const activities = useMemo(() => (info ? showingActivities(info.activity_list, now) : null), [info, now]);
  return { activities, failed };
}
