import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { PromotionsApp } from '../app/promotions-app.tsx';

export default createRemoteLifecycles(PromotionsApp);
