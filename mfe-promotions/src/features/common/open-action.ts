import { useCallback } from 'react';
import { useNavigate } from '@casino/shared-kernel/routing';
import { openDialog, requireLogin } from '@casino/shared-kernel/state';
import type { ActivityAction } from '../activities/activity-rules.ts';

/** Carries out an event's action: its page or its owner's dialog; visitors are asked to register first (spec 6). */
export function useOpenAction(): (action: ActivityAction, props?: Record<string, unknown>) => void {
  const navigate = useNavigate();
  return useCallback(
    (action, props = {}) => {
      if (action.kind === 'none') return;
      if (action.needsLogin && !requireLogin()) return;
      if (action.kind === 'route') navigate(action.to);
      else openDialog(action.name, props);
    },
    [navigate],
  );
}
