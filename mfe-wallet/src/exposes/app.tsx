import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { WalletApp } from '../app/wallet-app.tsx';

export default createRemoteLifecycles(WalletApp);
