/**
 * How long unit tests may wait, in every package. The suites run two packages at once on a shared
 * 2-core machine (CI's kind), where a test that takes 1 s alone has been measured to take several
 * times that; speed is for the benchmarks to judge, so the limits fit a machine ten times slower
 * than an idle one. A passing test never waits them out: each wait ends the moment its condition holds.
 */
export const UNIT_TEST_TIMEOUTS = {
  /** One test, or one hook (`beforeAll` starting a server): vitest's default is 5 s. */
  testMs: 30_000,
  /** One wait for a condition: Testing Library's `findBy…`/`waitFor` and `expect.poll` (default 1 s). */
  waitMs: 10_000,
} as const;
