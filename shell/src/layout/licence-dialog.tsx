import { Dialog } from '@casino/shared-kernel/ui';
import { useLayoutText } from './layout-text.ts';
import styles from './layout.module.css';

/** Site settings `licence` is a picture's address (a licence certificate) or plain text. */
export const isPictureAddress = (licence: string) => /^(https?:\/\/|\/)\S+\.(svg|png|jpe?g|webp|gif|avif)(\?\S*)?$/i.test(licence.trim());

/** The footer licence dialog (spec 2). */
export default function LicenceDialog({ licence, onClose }: { licence: string; onClose: () => void }) {
  const text = useLayoutText();
  return (
    <Dialog open title={text('layout_footer_licence')} onClose={onClose} testId="dialog.shell.licence">
      {isPictureAddress(licence) ? (
        <img src={licence} alt={text('layout_footer_licence')} className={styles.licenceImage} />
      ) : (
        licence.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
    </Dialog>
  );
}
