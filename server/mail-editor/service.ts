/**
 * The e-mail editor's service calls (spec 3 section 7 "Email editor service"): the templates it can start from,
 * one template's design, its merge tags (the templates' own, server/templates/merge-tags.ts), its options, and the
 * universe's images. Templates and images belong to the session's universe; the survey gives the merge tags.
 */
import { findTemplate, listTemplateRows } from '../templates/store';
import { templateTags } from '../templates/merge-tags';
import { Invalid } from '../errors';
import { text } from '../i18n';
import type { AnalyticsContext } from '../survey/context';
import { checkImage, deleteImage, insertImage, listImages, MAIL_IMAGE_MAX_BYTES, MAIL_IMAGE_TYPES } from './images';
import type { Upload } from '../uploads';
import type { MailEditorImages } from '../../schemas/api/mail-editor-images.gen';
import type { MailEditorOptions } from '../../schemas/api/mail-editor-options.gen';
import type { MailEditorTemplate } from '../../schemas/api/mail-editor-template.gen';
import type { MailEditorTemplates } from '../../schemas/api/mail-editor-templates.gen';
import type { TemplateDeleted } from '../../schemas/api/template-deleted.gen';
import type { TemplateTags } from '../../schemas/api/template-tags.gen';

/** Spec 3 section 9: the e-mail editor is at least 900 px high. */
const EDITOR_MIN_HEIGHT = 900;

/** The other e-mail templates that have an editor design (`except`: the one being edited). */
export async function editorTemplates(ctx: AnalyticsContext, except: number): Promise<MailEditorTemplates> {
  const rows = await listTemplateRows(ctx.client, 'EMAIL');
  return { templates: rows.filter((r) => r.id !== except && r.design !== null).map((r) => ({ id: r.id, name: r.name, subject: r.subject })) };
}

export async function editorTemplate(ctx: AnalyticsContext, id: number): Promise<MailEditorTemplate> {
  const row = await findTemplate(ctx.client, id);
  if (row.sendingType !== 'EMAIL') throw new Invalid('not_email', text(ctx.locale, 'mailEditor.error.notEmail', { id }));
  return { id: row.id, name: row.name, design: row.design, html: row.html };
}

export async function editorMergeTags(ctx: AnalyticsContext): Promise<TemplateTags> {
  return { tags: await templateTags(ctx) };
}

export function editorOptions(ctx: AnalyticsContext): MailEditorOptions {
  return { locale: ctx.locale, minHeight: EDITOR_MIN_HEIGHT, maxImageBytes: MAIL_IMAGE_MAX_BYTES, imageTypes: [...MAIL_IMAGE_TYPES], canUpload: ctx.isUniverseAdmin };
}

export async function editorImages(ctx: AnalyticsContext, publicUrl: string): Promise<MailEditorImages> {
  return { data: await listImages(ctx.client, publicUrl, ctx.universeId) };
}

export async function uploadImage(ctx: AnalyticsContext, publicUrl: string, upload: Upload): Promise<MailEditorImages> {
  const image = checkImage(ctx.locale, upload);
  return { data: [await insertImage(ctx.client, publicUrl, ctx.universeId, ctx.userId, image)] };
}

export async function removeImage(ctx: AnalyticsContext, id: number): Promise<TemplateDeleted> {
  await deleteImage(ctx.client, id);
  return { id, deleted: true };
}
