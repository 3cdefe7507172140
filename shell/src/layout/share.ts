/** The query parameter a shared link carries the inviter's code in (spec 5: `invitationCode`). */
export const INVITATION_CODE_PARAMETER = 'invitationCode';

/**
 * The link a player shares: the site's home page, with the player's invitation code when there is
 * one (`https://site/?invitationCode=AB12CD34#/`), so a friend who registers from it is theirs.
 */
export function shareLink(pageUrl: string, invitationCode: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '#/';
  if (invitationCode !== '') url.searchParams.set(INVITATION_CODE_PARAMETER, invitationCode);
  return url.href;
}

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** What the browser offers for sharing; `navigator` fits. */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * - `shared`: the system share sheet took it;
 * - `cancelled`: the player closed the share sheet (nothing to say);
 * - `copied`: no share sheet here, the link is on the clipboard instead;
 * - `failed`: neither worked (show the link so it can be copied by hand).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Shares with the Web Share API where the browser has it, else copies the link to the clipboard.
 * A share sheet that fails for another reason than the player's cancel falls back to copying.
 */
export async function shareOrCopy(data: ShareData, browser: ShareCapabilities): Promise<ShareOutcome> {
  if (typeof browser.share === 'function' && (browser.canShare?.(data) ?? true)) {
    try {
      await browser.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(data.url, browser);
}

/** Copies `text` to the clipboard: `copied`, or `failed` where the clipboard is unavailable or refused. */
export async function copyText(text: string, browser: ShareCapabilities): Promise<'copied' | 'failed'> {
  if (!browser.clipboard) return 'failed';
  try {
    await browser.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
