import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    // Each file in its own process: the keychain tests point libsecret at a private D-Bus session
    // through the environment, which must not leak into other files.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
