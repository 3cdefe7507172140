import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { PromotionsDialogs } from '../app/promotions-dialogs.tsx';

export default createRemoteLifecycles(PromotionsDialogs);
