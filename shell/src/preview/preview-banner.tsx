import { useState, useSyncExternalStore } from 'react';
import type { RemoteVersions } from '../federation/remote-versions.ts';
import { storedPreviews } from './preview-requests.ts';
import styles from './preview-banner.module.css';

/**
 * Says what this tab previews (and what a refused preview runs instead), with one click to leave:
 * the previewed remotes switch back to what the brand runs, in place, and the tab forgets them.
 */
export default function PreviewBanner({ versions }: { versions: RemoteVersions }) {
  const { remotes, fellBack, previewNotices } = useSyncExternalStore(versions.running.subscribe, versions.running.snapshot);
  const [leaving, setLeaving] = useState(false);
  const previewed = Object.values(remotes).filter((remote) => remote.source === 'preview');

  const leave = () => {
    setLeaving(true);
    storedPreviews.remove();
    versions
      .leavePreview()
      .catch((error: unknown) => console.error('[shell] could not leave the preview', error))
      .finally(() => setLeaving(false));
  };

  return (
    <section className={styles.banner} role="status" aria-label="Preview" data-testid="shell.preview-banner">
      {previewed.length > 0 && (
        <p className={styles.line}>
          <strong>Preview</strong>{' '}
          {previewed.map((remote) => (
            <span key={remote.name} className={styles.item} data-testid={`shell.preview.${remote.name}`}>
              {remote.name} {remote.version} <span className={styles.muted}>(pinned {remote.pinned})</span>
              {fellBack[remote.name] && <> failed to load: {fellBack[remote.name]} runs</>}
            </span>
          ))}
        </p>
      )}
      {previewNotices.length > 0 && (
        <ul className={styles.notices} data-testid="shell.preview-notices">
          {previewNotices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {previewed.length > 0 ? (
          <button type="button" className={styles.button} onClick={leave} disabled={leaving} data-testid="shell.preview-leave">
            Leave preview
          </button>
        ) : (
          <button type="button" className={styles.button} onClick={() => versions.running.setPreviewNotices([])} data-testid="shell.preview-dismiss">
            Dismiss
          </button>
        )}
      </div>
    </section>
  );
}
