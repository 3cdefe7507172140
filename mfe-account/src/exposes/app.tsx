import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { AccountApp } from '../app/account-app.tsx';

export default createRemoteLifecycles(AccountApp);
