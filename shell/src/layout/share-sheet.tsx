import { useEffect, useState } from 'react';
import { isSignedInAtom, siteSettingsAtom, toast, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Dialog } from '@casino/shared-kernel/ui';
import { useLayoutText } from './layout-text.ts';
import { copyText, shareLink, shareOrCopy, type ShareCapabilities, type ShareOutcome } from './share.ts';
import styles from './layout.module.css';

/**
 * The player's own invitation code. User info has no field for it, so it comes from the invitation
 * info (`GET /api/invite/infonew`, `invite_type` 1); '' for a visitor or when it cannot be had.
 */
async function fetchInvitationCode(): Promise<string> {
  const { casinoApi } = await import('@casino/shared-kernel/api');
  const info = await casinoApi.call('inviteInfo', { invite_type: 1 }, { hideErrorMsg: true });
  const code = (info as { invitation_code?: unknown } | null)?.invitation_code;
  return typeof code === 'string' ? code : '';
}

/** The bottom navigation's sharing (spec 2): the link with the player's invitation code. */
export default function ShareSheet({ onClose, browser = navigator as ShareCapabilities }: { onClose: () => void; browser?: ShareCapabilities }) {
  const text = useLayoutText();
  const signedIn = useAtomValue(isSignedInAtom);
  const { title } = useAtomValue(siteSettingsAtom);
  const [code, setCode] = useState('');

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchInvitationCode()
      .then((found) => current && setCode(found))
      .catch((error: unknown) => console.warn('[layout] no invitation code', error));
    return () => {
      current = false;
    };
  }, [signedIn]);

  const link = shareLink(location.href, code);
  const report = (outcome: ShareOutcome) => {
    if (outcome === 'copied') toast('success', text('layout_link_copied'));
    if (outcome === 'failed') toast('error', text('layout_copy_failed'));
    if (outcome === 'shared' || outcome === 'copied') onClose();
  };
  const canShare = typeof browser.share === 'function';

  return (
    <Dialog open title={text('layout_share_title')} onClose={onClose} testId="dialog.shell.share">
      {code !== '' && (
        <p className={styles.shareCode}>
          {text('layout_invitation_code')}: <strong data-testid="shell.share.code">{code}</strong>
        </p>
      )}
      <input className={styles.shareLink} readOnly value={link} aria-label={text('layout_share')} data-testid="shell.share.link" onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.shareActions}>
        {canShare && (
          <Button data-testid="shell.share.share" onClick={() => void shareOrCopy({ title: title || document.title, text: text('layout_share_text', { title: title || document.title }), url: link }, browser).then(report)}>
            {text('layout_share')}
          </Button>
        )}
        <Button variant={canShare ? 'secondary' : 'primary'} data-testid="shell.share.copy" onClick={() => void copyText(link, browser).then(report)}>
          {text('layout_copy_link')}
        </Button>
      </div>
    </Dialog>
  );
}
