import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { WalletDialogs } from '../app/wallet-dialogs.tsx';

export default createRemoteLifecycles(WalletDialogs);
