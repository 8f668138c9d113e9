// A server process's campaign sender: sends one campaign's mail over SMTP, printing each sent row, so a test can
// kill it with SIGKILL mid-batch. Arguments: app database URL, SMTP URL, universe id, campaign id, pause ms per mail.
import { createDb } from '../../server/db/pool';
import { createMailer } from '../../server/mail/mailer';
import { sendCampaign } from '../../server/campaigns/sender';

const [appUrl, smtpUrl, universe, campaign, pauseMs] = process.argv.slice(2);
const db = createDb(appUrl!, { poolSize: 2, reservedPoolSize: 1 });
const mailer = createMailer({ smtpUrl, from: 'sightline@example.com', db });
const sent = await sendCampaign(db, mailer, Number(universe), Number(campaign), {
  publicUrl: 'http://localhost:8080',
  defaultFrom: 'sightline@example.com',
  batch: 5,
  onSent: (id) => {
    process.stdout.write(`SENT ${id}\n`);
    // Hold the row between the mail server's answer and marking it sent: where a kill does the most harm.
    const until = Date.now() + Number(pauseMs ?? 0);
    while (Date.now() < until);
  },
});
process.stdout.write(`DONE ${sent}\n`);
await mailer.close();
await db.close();
