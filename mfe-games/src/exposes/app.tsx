import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { GamesApp } from '../app/games-app.tsx';

export default createRemoteLifecycles(GamesApp);
