import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `vite dev` forwards API and identity-provider calls (the Fastify server). */
const backend = process.env.SIGHTLINE_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  // The SPA is served under /new/ (the identity provider's exact redirect URI is `${origin}/new/`).
  base: '/new/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Only the entry chunk counts against the 200 KB gzip budget; keycloak-js and later screens
    // are dynamic imports.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/rest': backend,
      '/idp': backend,
    },
  },
});
