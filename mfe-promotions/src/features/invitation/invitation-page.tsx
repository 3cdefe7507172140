import { PromotionsPage } from '../../app/promotions-page.tsx';
import { InviteTurntable } from './invite-turntable.tsx';

/** The invitation page (`/invitation`): the invitation turntable with its pool, share panel and records. */
export default function InvitationPage() {
  return (
    <PromotionsPage path="/invitation">
      <InviteTurntable full />
    </PromotionsPage>
  );
}
