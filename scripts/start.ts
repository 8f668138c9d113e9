// npm start: build the SPA when it is missing or stale, then run the server in this same process.
import { buildSpaIfStale } from './spa-build';

try {
  buildSpaIfStale();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await import('../server/main');
