import { startEarlyFetches } from './startup/early-fetches.ts';
import { afterFirstScreenScripts } from './startup/first-screen-scripts.ts';

// The files start-up needs first download alongside the shell's code, not after it.
startEarlyFetches();
// The async boundary: shared singletons are negotiated before any of them is imported, once the
// first screen's chunks (deferred scripts after this one) are installed.
afterFirstScreenScripts(() => void import('./bootstrap.tsx'));
