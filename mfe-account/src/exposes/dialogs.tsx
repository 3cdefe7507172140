import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { AccountDialogs } from '../app/account-dialogs.tsx';

export default createRemoteLifecycles(AccountDialogs);
