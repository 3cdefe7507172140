import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Property and fuzz tests send hundreds of real requests; CI runs two packages' suites at
    // once on two cores, so the 5 s default is too tight for them and says nothing about speed
    // (the load benchmark does: `pnpm bench:load`).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
