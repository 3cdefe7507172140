/**
 * How long unit tests may wait, in every package. The suites run two packages at once on a shared
 * 2-core machine (CI's kind), where a test that takes 1 s alone has been measured to take several
 * times that; speed is for the benchmarks to judge, so the limits fit a machine ten times slower
 * than an idle one. A passing test never waits them out: each wait ends the moment its condition holds.
 */
export const UNIT_TEST_TIMEOUTS = {
  /** One test, or one hook (`beforeAll` starting a server): vitest's default is 5 s. */
  testMs: 60_000,
  /**
   * One wait for a condition: Testing Library's `findBy…`/`waitFor` and `expect.poll` (default 1 s).
   * A file's first wait also pays for the modules its render imports: 12.5 s was measured under a
   * load of 25 on the shared machine.
   */
  waitMs: 20_000,
} as const;
