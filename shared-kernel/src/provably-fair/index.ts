export * from './scheme.ts';
export { roundBlocks, roundWords, serverSeedHash } from './webcrypto.ts';
export { FAIR_TEST_VECTORS, type FairTestVector } from './test-vectors.ts';
