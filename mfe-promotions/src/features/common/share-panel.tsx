import { useId } from 'react';
import { toast } from '@casino/shared-kernel/state';
import { Button } from '@casino/shared-kernel/ui-core';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import styles from './common.module.css';

/** Shares by the system sheet where the browser has one (phones), else copies the link. */
async function shareOrCopy(url: string, text: string, copied: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, text });
      return;
    } catch (error) {
      // The player closed the sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copy(url, copied);
}

async function copy(text: string, copied: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast('success', copied);
  } catch {
    // No clipboard permission: the field is selectable, the player copies it by hand.
  }
}

/** A link the server may write from the site's root (`/?iCode=…`), made whole for sharing. */
export function absoluteLink(link: string, base: string): string {
  if (link === '') return '';
  try {
    return new URL(link, base).href;
  } catch {
    return link;
  }
}

/** The invite link and code (`invite/infonew`), with Share and Copy. */
export function SharePanel({ link: given, code, text }: { link: string; code: string; text: string }) {
  const t = usePromotionsText();
  const link = absoluteLink(given, window.location.href);
  const linkId = useId();
  const codeId = useId();
  return (
    <section className={styles.section} aria-labelledby={`${linkId}-title`} data-testid="promotions.share-panel">
      <h2 id={`${linkId}-title`}>{t('share_title')}</h2>
      <p className={styles.muted}>{text}</p>
      <label htmlFor={linkId}>{t('invite_link')}</label>
      <input id={linkId} className={styles.field} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <label htmlFor={codeId}>{t('invite_code')}</label>
      <input id={codeId} className={styles.field} readOnly value={code} onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.actions}>
        <Button onClick={() => void shareOrCopy(link, text, t('copied'))}>{t('share')}</Button>
        <Button variant="secondary" onClick={() => void copy(link, t('copied'))}>
          {t('copy_link')}
        </Button>
        <Button variant="secondary" onClick={() => void copy(code, t('copied'))}>
          {t('copy_code')}
        </Button>
      </div>
    </section>
  );
}
