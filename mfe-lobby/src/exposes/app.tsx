import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { LobbyApp } from '../app/lobby-app.tsx';

export default createRemoteLifecycles(LobbyApp);
