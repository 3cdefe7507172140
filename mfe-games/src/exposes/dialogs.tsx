import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { GamesDialogs } from '../app/games-dialogs.tsx';

export default createRemoteLifecycles(GamesDialogs);
