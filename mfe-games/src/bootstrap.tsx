import { mountStandalone } from '@casino/shared-kernel/standalone';
import app from './exposes/app.tsx';
import dialogs from './exposes/dialogs.tsx';

// The remote's own page for its team: the same lifecycles the shell mounts, without the shell.
void mountStandalone({ remote: 'mfe-games', version: __APP_VERSION__, app, dialogs });
