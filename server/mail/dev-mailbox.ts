/**
 * The dev mailbox (GET /rest/dev/mailbox): mail the embedded SMTP server received and SMS the embedded SMS sink
 * stored for the session's universe, a development aid. Off unless DEV_MAILBOX=on; never a secret mail (reset links: the operator finds those under MAIL_DIR).
 */
import { NotFound } from '../errors';
import type { SessionKey } from '../accounts/rights';
import { universeOf } from '../survey/context';
import type { Mailer } from './mailer';
import type { SmsSink } from '../sms/sink';
import type { Mailbox } from '../../schemas/api/mailbox.gen';

/** The newest 200 mails and SMS of the caller's universe; 404 first when this server has the mailbox off. */
export async function devMailbox(mailer: Mailer, sms: SmsSink, on: boolean, caller: SessionKey): Promise<Mailbox> {
  if (!on) throw new NotFound('mailbox_off', 'The dev mailbox is off on this server. It is on in the embedded set-up of npm start, or with DEV_MAILBOX=on.');
  const universeId = universeOf(caller);
  return { embedded: mailer.embedded, messages: await mailer.list(universeId, 200), sms: await sms.list(universeId, 200) };
}
