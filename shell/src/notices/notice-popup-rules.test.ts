import { describe, expect, it } from 'vitest';
import { markDismissed, markOpened, noticesToShow, shouldOpenNoticePopup, type NoticePopupFacts } from './notice-popup-rules.ts';

const TODAY = '2026-11-22';
const facts = (overrides: Partial<NoticePopupFacts> = {}): NoticePopupFacts => ({
  lobbyUp: true,
  uid: 100001,
  noticeCount: 3,
  counter: { dismissed: 0 },
  tokenLogin: true,
  today: TODAY,
  ...overrides,
});

describe('the notice popup rules (spec 4)', () => {
  it('opens for a player with notices left, the lobby server up, not opened today', () => {
    expect(shouldOpenNoticePopup(facts())).toBe(true);
    expect(shouldOpenNoticePopup(facts({ counter: { dismissed: 2, openedOn: '2026-11-21' } }))).toBe(true);
  });

  it('never opens while the lobby server has not answered', () => {
    expect(shouldOpenNoticePopup(facts({ lobbyUp: false }))).toBe(false);
  });

  it('never opens for a visitor: the counters are per player', () => {
    expect(shouldOpenNoticePopup(facts({ uid: undefined }))).toBe(false);
  });

  it('never opens once the player has dismissed every notice, nor without notices', () => {
    expect(shouldOpenNoticePopup(facts({ counter: { dismissed: 3 } }))).toBe(false);
    expect(shouldOpenNoticePopup(facts({ counter: { dismissed: 5 } }))).toBe(false);
    expect(shouldOpenNoticePopup(facts({ noticeCount: 0 }))).toBe(false);
  });

  it('opens at most once a day after a token login, but again after a login in the page', () => {
    const openedToday = { dismissed: 1, openedOn: TODAY };
    expect(shouldOpenNoticePopup(facts({ counter: openedToday, tokenLogin: true }))).toBe(false);
    expect(shouldOpenNoticePopup(facts({ counter: openedToday, tokenLogin: true, today: '2026-11-23' }))).toBe(true);
    expect(shouldOpenNoticePopup(facts({ counter: openedToday, tokenLogin: false }))).toBe(true);
  });

  it('keeps the counter: shows what is left, counts each dismissed notice once, remembers the day', () => {
    expect(noticesToShow(['a', 'b', 'c'], { dismissed: 1 })).toEqual(['b', 'c']);
    expect(markOpened({ dismissed: 1 }, TODAY)).toEqual({ dismissed: 1, openedOn: TODAY });
    // The second shown (index 1 among those shown from the server's index 1) is the server's third.
    expect(markDismissed({ dismissed: 1, openedOn: TODAY }, 1, 1)).toEqual({ dismissed: 3, openedOn: TODAY });
    expect(markDismissed({ dismissed: 3 }, 0, 0)).toEqual({ dismissed: 3 });
  });
});
