// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetMarqueeAtStart, marqueeDrawnAtStart, startMarqueeNotices } from './marquee-notices.ts';
import { NoticeMarquee, marqueeSeconds } from './notice-marquee.tsx';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

/** Lets the (already settled) answers' promise callbacks and the renders they cause run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the marquee notice', () => {
  afterEach(() => {
    cleanup();
    api.get.mockReset();
    forgetMarqueeAtStart();
  });

  it('scrolls the notices on one line, read once by assistive technology', async () => {
    api.get.mockResolvedValue({
      marquee_notice: [
        { id: 1, title: 'Welcome', content: 'Welcome to Casino India! Every new player finds a welcome bonus in the mailbox.' },
        { id: 2, title: 'Play responsibly', content: 'Play responsibly: 18+ only.' },
      ],
    });
    render(<NoticeMarquee />);
    const marquee = await screen.findByRole('marquee');
    expect(api.get).toHaveBeenCalledWith('noticeMoodGroup', { notice_type: 1 }, expect.objectContaining({ hideErrorMsg: true }));
    // The second copy closes the loop and is hidden from the accessibility tree.
    expect(
      within(marquee)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Welcome to Casino India! Every new player finds a welcome bonus in the mailbox.', 'Play responsibly: 18+ only.']);
    expect(marquee.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByTestId('shell.notice-marquee.track').style.animationDuration).toBe(
      `${marqueeSeconds('Welcome to Casino India! Every new player finds a welcome bonus in the mailbox.   •   Play responsibly: 18+ only.')}s`,
    );
  });

  it('shows nothing without notices, or when the call fails', async () => {
    api.get.mockResolvedValueOnce({ marquee_notice: [] });
    const { unmount } = render(<NoticeMarquee />);
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('marquee')).toBeNull();
    unmount();
    api.get.mockRejectedValueOnce(new Error('offline'));
    render(<NoticeMarquee />);
    await settle();
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('marquee')).toBeNull();
  });

  it('moves at a reading speed, never faster than 10 s a pass', () => {
    expect(marqueeSeconds('short')).toBe(10);
    expect(marqueeSeconds('x'.repeat(600))).toBe(100);
  });

  it('is drawn at once from start-up’s answer, without asking again', async () => {
    api.get.mockResolvedValue({ marquee_notice: [{ id: 1, title: 'Welcome', content: 'Welcome to Casino India!' }] });
    await startMarqueeNotices(Promise.resolve(), () => undefined);
    expect(api.get).toHaveBeenCalledTimes(1);
    render(<NoticeMarquee />);
    // In the first render: the page never shows without it and then moves down for it.
    expect(screen.getByRole('marquee').textContent).toContain('Welcome to Casino India!');
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('lets start-up go on without the line when the answer is slow; it shows when it comes', async () => {
    vi.useFakeTimers();
    try {
      let answer: (value: unknown) => void = () => undefined;
      api.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const startup = startMarqueeNotices(Promise.resolve(), () => undefined, 1_500);
      let ended = false;
      void startup.then(() => (ended = true));
      await vi.advanceTimersByTimeAsync(1_499);
      expect(ended).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ended).toBe(true);
      render(<NoticeMarquee />);
      expect(screen.queryByRole('marquee')).toBeNull();
      await act(async () => answer({ marquee_notice: [{ id: 2, title: 'Late', content: 'A late line' }] }));
      expect(screen.getByRole('marquee').textContent).toContain('A late line');
      expect(api.get).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is asked for once the session has started, for the player it left: never with a token start-up drops', async () => {
    let sessionStarted: () => void = () => undefined;
    const session = new Promise<void>((resolve) => (sessionStarted = resolve));
    let uid: number | undefined = 7;
    api.get.mockResolvedValue({ marquee_notice: [{ id: 1, title: 'Welcome', content: 'Welcome back!' }] });
    const startup = startMarqueeNotices(session, () => uid);
    render(<NoticeMarquee />);
    await settle();
    // Neither start-up nor the mounted line has asked: the session is still starting.
    expect(api.get).not.toHaveBeenCalled();
    uid = undefined; // the stored token was refused: signed out
    sessionStarted();
    await act(async () => startup);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('noticeMoodGroup', { notice_type: 1 }, expect.anything());
    expect(screen.getByRole('marquee').textContent).toContain('Welcome back!');
  });

  it('lets the loading screen go only once start-up’s line is drawn: the page never moves down for it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const startup = startMarqueeNotices(Promise.resolve(), () => undefined);
    // The shell draws before the answer: no line yet.
    render(<NoticeMarquee />);
    expect(screen.queryByRole('marquee')).toBeNull();
    answer({ marquee_notice: [{ id: 1, title: 'Welcome', content: 'Welcome to Casino India!' }] });
    await startup;
    // Start-up has its answer; the line is not drawn yet. A wait far beyond the test's time-out:
    // only the drawing settles it.
    const lineAtReveal = marqueeDrawnAtStart(60_000).then(() => screen.queryByRole('marquee')?.textContent ?? null);
    expect(screen.queryByRole('marquee')).toBeNull();
    expect(await lineAtReveal).toContain('Welcome to Casino India!');
  });

  it('holds nothing when start-up has no line to draw, and never longer than its wait', async () => {
    api.get.mockResolvedValueOnce({ marquee_notice: [] });
    await startMarqueeNotices(Promise.resolve(), () => undefined);
    await expect(marqueeDrawnAtStart()).resolves.toBeUndefined();

    forgetMarqueeAtStart();
    vi.useFakeTimers();
    try {
      api.get.mockResolvedValueOnce({ marquee_notice: [{ id: 1, title: 'Welcome', content: 'Welcome!' }] });
      await startMarqueeNotices(Promise.resolve(), () => undefined);
      // Nothing draws it (no shell): the screen goes after the wait all the same.
      let settled = false;
      void marqueeDrawnAtStart(1_000).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
