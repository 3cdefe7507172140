import { describe, expect, it, vi } from 'vitest';
import { copyText, shareLink, shareOrCopy } from './share.ts';

const data = { title: 'Casino India', text: 'Join me', url: 'https://india.example/?invitationCode=AB12CD34#/' };

describe('the shared link', () => {
  it('is the home page carrying the invitation code, without the current page or query', () => {
    expect(shareLink('https://india.example/?brand=india#/game?id=3', 'AB12CD34')).toBe('https://india.example/?invitationCode=AB12CD34#/');
    expect(shareLink('https://india.example/app/#/my', '')).toBe('https://india.example/app/#/');
  });
});

describe('sharing', () => {
  it('uses the Web Share API where the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the player closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, or it refuses the data, or it fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe('copied');
    expect(await shareOrCopy(data, { share: vi.fn(), canShare: () => false, clipboard: { writeText } })).toBe('copied');
    expect(await shareOrCopy(data, { share: () => Promise.reject(new DOMException('no', 'NotAllowedError')), clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(3);
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('fails when the clipboard is missing or refuses', async () => {
    expect(await shareOrCopy(data, {})).toBe('failed');
    expect(await copyText('x', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })).toBe('failed');
  });
});
