/**
 * Test messages of a template (spec 3 sections 3 and 5): a test mail goes for real over SMTP through the app's mailer
 * (SMTP_URL, else the embedded dev mailbox); a test SMS through the SMS provider (server/sms/provider.ts; here the embedded sink, read in the dev mailbox). Merge tags are filled from the
 * made-up example contact (merge-tags.ts). The save commits first, so a mail server that refuses the test leaves
 * the template saved and answers 503.
 */
import { fillMergeTags } from '../../core/templates/mergeTags';
import { smsParts } from '../../core/sms/parts';
import type { Db } from '../db/pool';
import { DomainError, Unavailable } from '../errors';
import { text } from '../i18n';
import type { Mailer } from '../mail/mailer';
import { DEFAULT_SMS_SENDER, type SmsProvider } from '../sms/provider';
import { withSurvey, type Caller } from '../survey/with-survey';
import type { AnalyticsContext } from '../survey/context';
import { exampleValues } from './merge-tags';
import { TemplateValidationError, testAddress } from './rules';
import { renderMailHtml } from './compiled-mail';
import { mailText } from './sanitise';
import { saveTemplate, type SaveMode, type SavePath } from './service';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';
import type { MessageTemplateSave } from '../../schemas/api/message-template-save.gen';
import type { SmsTestResult } from '../../schemas/api/sms-test-result.gen';

export interface Messengers {
  mailer: Mailer;
  sms: SmsProvider;
}

async function sendTestMail(ctx: AnalyticsContext, mailer: Mailer, template: MessageTemplate, to: string): Promise<void> {
  const values = await exampleValues(ctx);
  const html = renderMailHtml(template.code, values);
  const subject = `${text(ctx.locale, 'template.testPrefix')} ${fillMergeTags(template.subject, values) || template.name}`;
  try {
    await mailer.send({ to, subject, html: html || undefined, text: html ? mailText(html) : '', universeId: ctx.universeId });
  } catch {
    throw new Unavailable('mail_failed', `The template was saved, but the mail server did not take the test mail to ${to}. Try again later.`);
  }
}

export async function sendTestSms(ctx: AnalyticsContext, sms: SmsProvider, phoneNumber: string, contents: string): Promise<SmsTestResult> {
  const to = phoneNumber.trim();
  const fields: Record<string, string> = {};
  if (!to) fields.phoneNumber = text(ctx.locale, 'template.error.fieldRequired');
  if (!contents.trim()) fields.contents = text(ctx.locale, 'template.error.contentsRequired');
  if (Object.keys(fields).length > 0) throw new TemplateValidationError(ctx.locale, fields);
  const filled = fillMergeTags(contents, await exampleValues(ctx));
  try {
    await sms.send({ to, sender: DEFAULT_SMS_SENDER, text: filled, universeId: ctx.universeId });
  } catch (err) {
    // An outside provider's refusal says why (server/sms/http-provider.ts); anything else gets the general words.
    if (err instanceof DomainError) throw err;
    throw new Unavailable('sms_failed', `The SMS provider did not take the test SMS to ${to}. Try again later.`);
  }
  return { sentTo: to, text: filled, smsParts: smsParts(filled) };
}

/** Saves (one transaction), then sends the test message asked for, if any. */
export async function saveAndTest(
  db: Db,
  caller: Caller,
  survey: string,
  messengers: Messengers,
  call: { path: SavePath; mode: SaveMode; save: MessageTemplateSave; testmail?: string; testsms?: string },
): Promise<MessageTemplate> {
  const saved = await withSurvey(db, caller, survey, { readOnly: false }, (ctx) => {
    // A bad test address refuses the whole call before anything is saved.
    if (call.testmail !== undefined) testAddress(ctx.locale, call.testmail);
    if (call.testsms !== undefined && !call.testsms.trim()) throw new TemplateValidationError(ctx.locale, { testsms: text(ctx.locale, 'template.error.fieldRequired') });
    return saveTemplate(ctx, call.path, call.mode, call.save);
  });
  if (call.testmail !== undefined) {
    const to = call.testmail.trim();
    await withSurvey(db, caller, survey, { readOnly: true }, (ctx) => sendTestMail(ctx, messengers.mailer, saved, to));
    return { ...saved, testSentTo: to };
  }
  if (call.testsms !== undefined) {
    const sent = await withSurvey(db, caller, survey, { readOnly: true }, (ctx) => sendTestSms(ctx, messengers.sms, call.testsms!, saved.contents));
    return { ...saved, testSentTo: sent.sentTo };
  }
  return saved;
}
