import type { LobbyInfo } from '@casino/shared-kernel/api-contract';

/**
 * Spec 6: the bonus task list opens only when the global setting `show_task` (the lobby's
 * `server_cfg`) equals 1. Absent (a server that does not send it) or any other value: hidden.
 */
export function bonusTasksShown(lobby: Pick<LobbyInfo, 'server_cfg'> | null): boolean {
  const setting: unknown = lobby?.server_cfg.show_task;
  return setting !== undefined && setting !== null && Number(setting) === 1;
}

/** A task's progress as a share of its target, 0 to 1. */
export const taskShare = (task: { cur: number; target: number }) => (task.target > 0 ? Math.min(1, Math.max(0, task.cur / task.target)) : 1);
