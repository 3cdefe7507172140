import { RedeemCodeForm } from './redeem-code-form.tsx';

/** The redeem code dialog. */
export default function RedeemCodeDialog() {
  return <RedeemCodeForm />;
}
