import { startEarlyFetches } from './startup/early-fetches.ts';

// The files start-up needs first download alongside the shell's code, not after it.
startEarlyFetches();
// The async boundary: shared singletons are negotiated before any of them is imported.
void import('./bootstrap.tsx');
