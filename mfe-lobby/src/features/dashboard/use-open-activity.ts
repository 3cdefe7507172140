import { useCallback } from 'react';
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import { useNavigate } from '@casino/shared-kernel/routing';
import { openDialog, requireLogin } from '@casino/shared-kernel/state';
import { activityTarget } from './activity-targets.ts';

/** Opens what an activity entry or banner leads to: its page, or its owner's dialog (visitors register first). */
export function useOpenActivity(): (item: ActivityItem) => void {
  const navigate = useNavigate();
  return useCallback(
    (item: ActivityItem) => {
      const target = activityTarget(item);
      if (target.kind === 'route') {
        navigate(target.to);
        return;
      }
      if (target.needsLogin && !requireLogin()) return;
      openDialog(target.name, { activity_id: item.activity_id });
    },
    [navigate],
  );
}
