/**
 * The rules a template save must pass (spec 3 section 5, Templates), answered 400 with a message per field in the
 * caller's language: a name (letter templates say 'Field is required'), an SMS text within MAX_SMS_PARTS parts, a
 * sender address with an @, a locale of the product.
 */
import { isLocale } from '../../core/locales';
import { MAX_SMS_PARTS, smsParts } from '../../core/sms/parts';
import { Invalid } from '../errors';
import { text, type ServerMessageId } from '../i18n';
import type { MessageTemplateSave, TemplateSendingType } from '../../schemas/api/message-template-save.gen';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export class TemplateValidationError extends Invalid {
  constructor(locale: string, fields: Record<string, string>) {
    super('invalid_template', `${text(locale, 'template.error.notSaved')} ${Object.entries(fields).map(([f, t]) => `${f}: ${t}`).join('; ')}`, { fields });
  }
}

export function checkTemplate(locale: string, sendingType: TemplateSendingType, save: MessageTemplateSave): void {
  const fields: Record<string, string> = {};
  const say = (field: string, id: ServerMessageId, values?: Record<string, number>) => (fields[field] = text(locale, id, values));
  if (!save.name.trim()) say('name', sendingType === 'LETTER' ? 'template.error.fieldRequired' : 'template.error.nameRequired');
  if (sendingType === 'SMS') {
    const contents = save.contents ?? '';
    const parts = smsParts(contents).parts;
    if (!contents.trim()) say('contents', 'template.error.contentsRequired');
    else if (parts > MAX_SMS_PARTS) say('contents', 'template.error.smsTooLong', { parts, max: MAX_SMS_PARTS });
  }
  const from = (save.fromEmail ?? '').trim();
  if (from && !EMAIL.test(from)) say('fromEmail', 'template.error.email');
  if (save.locale && !isLocale(save.locale)) say('locale', 'template.error.locale');
  if (Object.keys(fields).length > 0) throw new TemplateValidationError(locale, fields);
}

/** A test address: trimmed, and it must contain an @ (spec 3 section 5). */
export function testAddress(locale: string, address: string): string {
  const to = address.trim();
  if (!to.includes('@') || !EMAIL.test(to)) throw new TemplateValidationError(locale, { testmail: text(locale, 'template.error.email') });
  return to;
}
