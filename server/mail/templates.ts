/** Texts of the mail the server sends, from the server catalogue (server/i18n; English when the locale is another). */
import { text } from '../i18n';

export function resetMail(locale: string, name: string, link: string, minutes: number): { subject: string; text: string } {
  return { subject: text(locale, 'mail.reset.subject'), text: text(locale, 'mail.reset.body', { name, link, minutes }) };
}

export function inviteMail(locale: string, name: string, link: string, days: number): { subject: string; text: string } {
  return { subject: text(locale, 'mail.invite.subject'), text: text(locale, 'mail.invite.body', { name, link, days }) };
}
