import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, which every e2e file connects to for a context of its own (tests/support/e2e-stack.ts). */
    e2eBrowserWsEndpoint: string;
  }
}

/** Starts the e2e run's one Chromium and stops it after the last file. */
export default async function setup(project: TestProject) {
  const server = await launchBrowserServer();
  project.provide('e2eBrowserWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
