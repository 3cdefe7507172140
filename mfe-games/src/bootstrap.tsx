import { developmentSigningKey } from '@casino/shared-kernel/api-constants';
import { signIn } from '@casino/shared-kernel/state';
import { mountStandalone } from '@casino/shared-kernel/standalone';
import app from './exposes/app.tsx';
import dialogs from './exposes/dialogs.tsx';

// The remote's own page for its team: the same lifecycles the shell mounts, without the shell.
// It talks to a local api-server (`pnpm --filter @casino/api-server start`, CORS open in development)
// or the one `?api=` names; `?token=` signs a player in (a token from the site or the dev tools).
const query = new URLSearchParams(location.search);
const brand = query.get('brand') ?? 'india';
const token = query.get('token');
if (token) signIn({ accessToken: token });
void mountStandalone({
  remote: 'mfe-games',
  version: __APP_VERSION__,
  app,
  dialogs,
  brand,
  api: { apiHost: query.get('api') ?? 'http://127.0.0.1:4330', signingKey: developmentSigningKey(brand) },
});
