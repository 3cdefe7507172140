import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { LobbyDialogs } from '../app/lobby-dialogs.tsx';

export default createRemoteLifecycles(LobbyDialogs);
