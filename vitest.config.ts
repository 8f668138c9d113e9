import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { messageAreas } from './scripts/vite-message-areas.ts';

// One PostgreSQL cluster per project that needs one (tests/support/global-setup.ts); each server test file gets its own
// database cloned from a migrated, seeded template.
export default defineConfig({
  // The app loads its words area by area from virtual modules (src/i18n/areas.ts); tests load them the same way.
  plugins: [messageAreas()],
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Vitest's default is one worker less than the cores: on the 2-core CI machine that is one file at a time, and a
    // server file's worker waits on PostgreSQL half the time. Two workers there; the default on bigger machines.
    // VITEST_MAX_WORKERS=1 runs one file at a time again.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{core,src,engine,widgets,stories,machines,schemas,server,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/test/testing-library.ts'],
          // Its ESM build imports without file extensions: Node cannot load it, Vite's transform can.
          server: { deps: { inline: ['codemirror-json-schema'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          globalSetup: ['tests/support/global-setup.ts'],
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The cluster, the run's one Chromium (tests/support/e2e-browser.ts), then the broker that starts each file's
          // server in advance (tests/support/e2e-broker.ts).
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/e2e-browser.ts', 'tests/support/e2e-broker.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/support/e2e-file-started.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // After the unit and server files (group 0), one e2e file at a time; E2E_MAX_WORKERS=2 runs two at once (each
          // still with a database, a server and a browser context of its own, and the broker boots as many stacks
          // ahead). Two at once is not yet the default: it is unmeasured on a quiet 2-core machine.
          sequence: { groupOrder: 1 },
          maxWorkers: Number(process.env.E2E_MAX_WORKERS ?? 1),
        },
      },
    ],
  },
});
