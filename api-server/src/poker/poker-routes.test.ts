import { describe, expect, it } from 'vitest';
import { ApiRefusal } from '../server/api-refusal.ts';
import { parsePokerAction } from './poker-routes.ts';

describe("the table's action body", () => {
  it('reads each action with the hand version it was made on', () => {
    expect(parsePokerAction({ action: 'check', action_count: 4 })).toEqual({ action: { type: 'check' }, actionCount: 4 });
    expect(parsePokerAction({ action: 'raise', to: 600, action_count: 7 })).toEqual({ action: { type: 'raise', to: 600 }, actionCount: 7 });
    expect(parsePokerAction({ action: 'all-in', action_count: 0 })).toEqual({ action: { type: 'all-in' }, actionCount: 0 });
  });

  it.each([
    [null, 'The request body must be a JSON object'],
    [[], 'The request body must be a JSON object'],
    [{ action: 'check' }, 'action_count: must be a whole number'],
    [{ action: 'check', action_count: 1.5 }, 'action_count: must be a whole number'],
    [{ action: 'raise', action_count: 1 }, 'to: must be a whole number'],
    [{ action: 'raise', to: '600', action_count: 1 }, 'to: must be a whole number'],
    [{ action: 'bet', action_count: 1 }, 'action: must be fold, check, call, raise or all-in'],
  ])('refuses %j with a clear message', (body, message) => {
    expect(() => parsePokerAction(body)).toThrow(ApiRefusal);
    expect(() => parsePokerAction(body)).toThrow(message);
  });
});
