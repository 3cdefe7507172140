// The api-server as the suites reach it: signed calls through the site's /api/ and the demo player
// signed in where the kernel restores it (shared with the benchmarks).
export { DEMO_PLAYER, call, signInDemoPlayer, storeSession, type CallOptions } from '@casino/build-tools/demo-player';
