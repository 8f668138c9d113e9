import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageAreas } from './scripts/vite-message-areas';
import { noEvalGlobals } from './scripts/vite-no-eval-globals';
import { precompileMessages } from './scripts/vite-precompile-messages';
import { precompress } from './scripts/vite-precompress';

/** Where `vite dev` forwards API and identity-provider calls (the Fastify server). */
const backend = process.env.SIGHTLINE_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  // The SPA is served under /new/ (the identity provider's exact redirect URI is `${origin}/new/`).
  base: '/new/',
  plugins: [react(), messageAreas(), precompileMessages(), precompress(), noEvalGlobals()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The 200 KB gzip budget covers what the sign-in screen needs (scripts/check-bundle-budget.ts);
    // Vega and later screens are dynamic imports, so the warning is for those.
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts sums the initial chunks from it.
    manifest: true,
  },
  server: {
    proxy: {
      '/rest': backend,
      '/idp': backend,
    },
  },
});
