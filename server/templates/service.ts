/**
 * Message templates (issue 17, spec 3 sections 3 to 5 and 7): the list, one template (id 0: a new one), the draft
 * of a duplicate, the save of each kind and the delete. Templates belong to the universe; the survey in the path
 * gives the merge tags and the languages. Reading needs a role with data access, writing an administrator; a
 * system template only root changes, and only root sets the system flag and the extname.
 */
import { LOCALES } from '../../core/locales';
import { smsParts } from '../../core/sms/parts';
import { Conflict, Forbidden, Invalid } from '../errors';
import { text, type ServerMessageId } from '../i18n';
import { surveyLocales } from '../pages/locale-coverage';
import type { AnalyticsContext } from '../survey/context';
import { checkTemplate } from './rules';
import { sanitiseMailHtml } from './sanitise';
import { copyLetterFile, deleteTemplateRow, findTemplate, insertTemplate, isNameTaken, listTemplateRows, updateTemplate, type TemplateRow, type TemplateValues } from './store';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';
import type { MessageTemplateList } from '../../schemas/api/message-template-list.gen';
import type { MessageTemplateSave, TemplateSendingType } from '../../schemas/api/message-template-save.gen';
import type { TemplateDeleted } from '../../schemas/api/template-deleted.gen';
import type { TemplateLocales } from '../../schemas/api/template-locales.gen';

/** Which call saves: the mail calls (any type, e-mail by default), the letter calls, the SMS calls. */
export type SavePath = 'mail' | 'letter' | 'sms';
export type SaveMode = 'create' | 'update';

export const mayWrite = (ctx: AnalyticsContext, row?: Pick<TemplateRow, 'system'>) => ctx.isUniverseAdmin && (!row?.system || ctx.isRoot);

function answer(ctx: AnalyticsContext, row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    sendingType: row.sendingType,
    name: row.name,
    extname: row.extname,
    subject: row.subject,
    labels: row.labels,
    locale: row.locale,
    code: row.html,
    design: row.design,
    contents: row.contents,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    system: row.system,
    readOnly: !mayWrite(ctx, row),
    letterFileName: row.letterFileName,
    ...(row.sendingType === 'SMS' ? { smsParts: smsParts(row.contents) } : {}),
  };
}

const blank = (sendingType: TemplateSendingType): TemplateRow => ({
  id: 0,
  sendingType,
  name: '',
  extname: '',
  subject: '',
  labels: [],
  locale: null,
  fromName: '',
  fromEmail: '',
  design: null,
  html: '',
  contents: '',
  letterFileName: null,
  system: false,
});

export async function listTemplates(ctx: AnalyticsContext, sendingType?: TemplateSendingType): Promise<MessageTemplateList> {
  const rows = await listTemplateRows(ctx.client, sendingType);
  const create = ctx.isUniverseAdmin;
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, subject: r.subject, sendingType: r.sendingType, labels: r.labels, system: r.system })),
    createEmailTemplates: create,
    createSMSTemplates: create,
    createLetterTemplates: create,
  };
}

/** One template; id 0 is a new, empty one of `sendingType`. */
export async function getTemplate(ctx: AnalyticsContext, id: number, sendingType: TemplateSendingType): Promise<MessageTemplate> {
  if (id === 0) return answer(ctx, blank(sendingType));
  const row = await findTemplate(ctx.client, id);
  if (sendingType === 'SMS' && row.sendingType !== 'SMS') throw new Invalid('not_sms', `Template ${id} is an ${row.sendingType} template, not an SMS template.`);
  return answer(ctx, row);
}

/**
 * A duplicate to edit and save as new (spec 3 section 4): not system, name cleared, and for e-mail the extname.
 * `duplicateOf` comes back with the create, so that a letter's .fodt file (not part of the form) is copied then.
 */
export async function duplicateTemplate(ctx: AnalyticsContext, id: number): Promise<MessageTemplate> {
  const row = await findTemplate(ctx.client, id);
  return { ...answer(ctx, { ...row, id: 0, name: '', system: false, extname: row.sendingType === 'EMAIL' ? '' : row.extname }), duplicateOf: id };
}

/** The letter template a new letter copies its file from: of this universe (else 404) and a letter (else 400). */
async function letterToCopy(ctx: AnalyticsContext, sendingType: TemplateSendingType, mode: SaveMode, save: MessageTemplateSave): Promise<number | null> {
  if (mode !== 'create' || sendingType !== 'LETTER' || save.duplicateOf === undefined) return null;
  const source = await findTemplate(ctx.client, save.duplicateOf);
  if (source.sendingType !== 'LETTER') throw new Invalid('not_letter', text(ctx.locale, 'template.letter.notLetter', { id: source.id }));
  return source.id;
}

function typeOf(path: SavePath, save: MessageTemplateSave): TemplateSendingType {
  if (path === 'sms') return 'SMS';
  if (path === 'letter') return 'LETTER';
  return save.sendingType ?? 'EMAIL';
}

function nameInUse(ctx: AnalyticsContext, path: SavePath, mode: SaveMode, sendingType: TemplateSendingType): Conflict {
  // spec 3 section 8: each path says it its own way.
  const id: ServerMessageId =
    path === 'letter' || sendingType === 'LETTER'
      ? 'template.error.letterNameInUse'
      : path === 'sms'
        ? 'template.error.smsNameInUse'
        : mode === 'update'
          ? 'template.error.nameInUse'
          : 'template.error.mailNameInUse';
  return new Conflict('name_in_use', text(ctx.locale, id));
}

export async function saveTemplate(ctx: AnalyticsContext, path: SavePath, mode: SaveMode, save: MessageTemplateSave): Promise<MessageTemplate> {
  if (!ctx.isUniverseAdmin) throw new Forbidden('cannot_edit_templates', 'Only administrators of this universe may change templates.');
  if (mode === 'create' && save.id !== 0) throw new Invalid('id_on_create', `A new template has id 0, not ${save.id}; change template ${save.id} with update.`);
  if (mode === 'update' && save.id === 0) throw new Invalid('id_on_update', 'Name the template to update (id 0 is a new template: use create).');
  const sendingType = typeOf(path, save);
  checkTemplate(ctx.locale, sendingType, save);
  const existing = mode === 'update' ? await findTemplate(ctx.client, save.id, true) : null;
  if (existing && !mayWrite(ctx, existing)) throw new Forbidden('system_template', text(ctx.locale, 'template.error.systemReadOnly'));
  if (existing && existing.sendingType !== sendingType) throw new Invalid('sending_type_fixed', `Template ${save.id} is an ${existing.sendingType} template and stays one.`);
  const copyLetterFrom = await letterToCopy(ctx, sendingType, mode, save);
  const values: TemplateValues = {
    sendingType,
    name: save.name.trim(),
    // Root alone sets what integrations and other universes' set-up rely on.
    extname: ctx.isRoot ? (save.extname ?? '').trim() : (existing?.extname ?? ''),
    system: ctx.isRoot ? (save.system ?? false) : (existing?.system ?? false),
    subject: save.subject ?? '',
    labels: [...new Set((save.labels ?? []).map((l) => l.trim()).filter(Boolean))],
    locale: save.locale || null,
    fromName: (save.fromName ?? '').trim(),
    fromEmail: (save.fromEmail ?? '').trim(),
    design: sendingType === 'EMAIL' ? (save.design ?? null) : null,
    html: sendingType === 'EMAIL' ? sanitiseMailHtml(save.code ?? '') : '',
    contents: sendingType === 'SMS' ? (save.contents ?? '') : '',
  };
  let id = save.id;
  try {
    if (existing) await updateTemplate(ctx.client, id, ctx.userId, values);
    else id = await insertTemplate(ctx.client, ctx.universeId, ctx.userId, values);
    if (copyLetterFrom !== null) await copyLetterFile(ctx.client, copyLetterFrom, id);
  } catch (err) {
    if (isNameTaken(err)) throw nameInUse(ctx, path, mode, sendingType);
    throw err;
  }
  return answer(ctx, await findTemplate(ctx.client, id));
}

export async function deleteTemplate(ctx: AnalyticsContext, id: number, sendingType?: TemplateSendingType): Promise<TemplateDeleted> {
  if (!ctx.isUniverseAdmin) throw new Forbidden('cannot_edit_templates', 'Only administrators of this universe may delete templates.');
  const row = await findTemplate(ctx.client, id, true);
  if (sendingType && row.sendingType !== sendingType) throw new Invalid('not_sms', `Template ${id} is an ${row.sendingType} template, not an SMS template.`);
  if (!mayWrite(ctx, row)) throw new Forbidden('system_template', text(ctx.locale, 'template.error.systemReadOnly'));
  await deleteTemplateRow(ctx.client, id);
  return { id, deleted: true };
}

/** The survey's own locales (those of its title), else the product's five. */
export async function templateLocales(ctx: AnalyticsContext): Promise<TemplateLocales> {
  const { rows } = await ctx.client.query<{ config: unknown }>(`select config from survey where id = $1`, [ctx.survey.id]);
  const own = surveyLocales(rows[0]?.config);
  return { locales: own.length > 0 ? own : [...LOCALES] };
}
