// npm start: build the SPA when it is missing or stale, then run the server in this same process.
import path from 'node:path';
import { buildSpaIfStale } from './spa-build';

try {
  buildSpaIfStale();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
// The embedded set-up (no DATABASE_URL, no SMTP_URL) is a developer's machine: the web dev mailbox is on, and
// every mail is also written under DATA_DIR/mail, the only place a reset link can be read (no web page shows it).
if (!process.env.DATABASE_URL && !process.env.SMTP_URL) {
  process.env.DEV_MAILBOX ||= 'on';
  process.env.MAIL_DIR ||= path.join(process.env.DATA_DIR || '.data', 'mail');
}
await import('../server/main');
