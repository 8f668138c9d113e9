// A server process's campaign sender: sends one campaign's mail over SMTP, printing each sent row, so a test can
// kill it with SIGKILL mid-send. Arguments: app database URL, SMTP URL, universe id, campaign id, how long (ms) each
// sent row is held before its mark, rows in flight (the window).
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb } from '../../server/db/pool';
import { createMailer } from '../../server/mail/mailer';
import { sendCampaign } from '../../server/campaigns/sender';

const [appUrl, smtpUrl, universe, campaign, holdMs, window] = process.argv.slice(2);
const db = createDb(appUrl!, { poolSize: 2, reservedPoolSize: 1 });
const mailer = createMailer({ smtpUrl, from: 'sightline@example.com', db });
const sent = await sendCampaign(db, mailer, Number(universe), Number(campaign), {
  publicUrl: 'http://localhost:8080',
  defaultFrom: 'sightline@example.com',
  bounceDomain: 'bounces.example.com',
  batch: 10,
  window: Number(window),
  onSent: async (id) => {
    process.stdout.write(`SENT ${id}\n`);
    // Hold the row between the mail server's answer and its mark: where a kill does the most harm. The other
    // workers go on meanwhile, as far as the window lets them.
    await sleep(Number(holdMs));
  },
});
process.stdout.write(`DONE ${sent}\n`);
await mailer.close();
await db.close();
