import type { DialogBodyProps } from '../../app/promotions-dialogs.tsx';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { InviteTurntable } from './invite-turntable.tsx';

/** The invitation turntable as a dialog (the lobby's "Invite & Spin"), with the tip and the share panel. */
export default function InviteTurntableDialog({ close }: DialogBodyProps) {
  const t = usePromotionsText();
  return (
    <>
      <InviteTurntable full={false} />
      <p>
        {/* Dialogs render outside the routed parcel: a hash link is the site's navigation. */}
        <a href="#/invitation" onClick={close}>
          {t('see_records_and_winners')}
        </a>
      </p>
    </>
  );
}
