import { describe, expect, it } from 'vitest';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { bonusTasksShown, taskShare } from './bonus-tasks-rules.ts';

const lobby = (serverCfg: Record<string, unknown>) => ({ server_cfg: serverCfg }) as unknown as Pick<LobbyInfo, 'server_cfg'>;

describe('the bonus task list (spec 6)', () => {
  it('opens when show_task is 1', () => {
    expect(bonusTasksShown(lobby({ show_task: 1 }))).toBe(true);
    expect(bonusTasksShown(lobby({ show_task: '1' }))).toBe(true);
  });
  it('stays closed for any other show_task', () => {
    expect(bonusTasksShown(lobby({ show_task: 0 }))).toBe(false);
    expect(bonusTasksShown(lobby({ show_task: 2 }))).toBe(false);
  });
  it('stays closed where the server sends no show_task, or before the lobby info is in', () => {
    expect(bonusTasksShown(lobby({}))).toBe(false);
    expect(bonusTasksShown(lobby({ show_task: null }))).toBe(false);
    expect(bonusTasksShown(null)).toBe(false);
  });
  it('measures a task’s progress', () => {
    expect(taskShare({ cur: 250, target: 1_000 })).toBe(0.25);
    expect(taskShare({ cur: 2_000, target: 1_000 })).toBe(1);
  });
});
