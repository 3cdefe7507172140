import { developmentSigningKey } from '@casino/shared-kernel/api-constants';
import { mountStandalone } from '@casino/shared-kernel/standalone';
import app from './exposes/app.tsx';
import dialogs from './exposes/dialogs.tsx';
import './standalone.css';

// The remote's own page for its team: the same lifecycles the shell mounts, without the shell,
// against a local api-server in development mode (its default port; `?api=` names another, `?brand=` the brand).
const query = new URLSearchParams(location.search);
const brand = query.get('brand') ?? 'india';
const apiHost = query.get('api') ?? 'http://127.0.0.1:4330';
void mountStandalone({ remote: 'mfe-lobby', version: __APP_VERSION__, app, dialogs, brand, api: { apiHost, signingKey: developmentSigningKey(brand) } });
