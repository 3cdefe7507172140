import { retryFailedFirstScreenScripts } from './startup/first-screen-scripts.ts';
import { yieldToMain } from './federation/yield-between-shares.ts';

// The files start-up needs first download alongside the shell's code, not after it: the page's
// inline boot script (startup/boot.ts) has started them, and start-up takes them over
// (`takeEarlyFetch`). Not started again here: every page the build writes has the boot script,
// and a file nobody started is fetched when start-up first asks for it.
retryFailedFirstScreenScripts();
// The async boundary: shared singletons are negotiated before any of them is imported. Start-up's
// first stage needs only the first of the first screen's deferred scripts (startup/api-start.ts).
// It starts in a task of its own: this one has just run the federation runtime's own start.
yieldToMain()
  .then(() => import(/* webpackChunkName: "start-api" */ './startup/api-start.ts'))
  .then(({ startShell }) => startShell())
  .catch((error: unknown) => console.error('[shell] start-up could not be loaded', error));
