import type { LobbyInfo } from '@casino/shared-kernel/api-contract';

/**
 * Spec 6: the bonus task list opens only when the global setting `show_task` is 1. The setting is
 * read from the lobby's `server_cfg`; a server that does not send it (the api-server today) runs bet
 * tasks for every player, so the list shows; any other value hides it.
 */
export function bonusTasksShown(lobby: Pick<LobbyInfo, 'server_cfg'> | null): boolean {
  const config: unknown = lobby?.server_cfg;
  const setting = typeof config === 'object' && config !== null && 'show_task' in config ? (config as { show_task: unknown }).show_task : undefined;
  return setting === undefined || Number(setting) === 1;
}

/** A task's progress as a share of its target, 0 to 1. */
export const taskShare = (task: { cur: number; target: number }) => (task.target > 0 ? Math.min(1, Math.max(0, task.cur / task.target)) : 1);
