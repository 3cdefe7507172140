// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NoticeMarquee, { marqueeSeconds } from './notice-marquee.tsx';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

describe('the marquee notice', () => {
  afterEach(() => {
    cleanup();
    api.get.mockReset();
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
    expect(within(marquee).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Welcome to Casino India! Every new player finds a welcome bonus in the mailbox.',
      'Play responsibly: 18+ only.',
    ]);
    expect(marquee.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByTestId('shell.notice-marquee.track').style.animationDuration).toBe(`${marqueeSeconds('Welcome to Casino India! Every new player finds a welcome bonus in the mailbox.   •   Play responsibly: 18+ only.')}s`);
  });

  it('shows nothing without notices, or when the call fails', async () => {
    api.get.mockResolvedValueOnce({ marquee_notice: [] });
    const { unmount } = render(<NoticeMarquee />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('marquee')).toBeNull();
    unmount();
    api.get.mockRejectedValueOnce(new Error('offline'));
    render(<NoticeMarquee />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('marquee')).toBeNull();
  });

  it('moves at a reading speed, never faster than 10 s a pass', () => {
    expect(marqueeSeconds('short')).toBe(10);
    expect(marqueeSeconds('x'.repeat(600))).toBe(100);
  });
});
