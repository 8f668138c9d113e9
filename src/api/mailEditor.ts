import { queryOptions } from '@tanstack/react-query';
import type { MailEditorImage, MailEditorImages } from '../../schemas/api/mail-editor-images.gen.ts';
import type { MailEditorOptions } from '../../schemas/api/mail-editor-options.gen.ts';
import type { MailEditorTemplate } from '../../schemas/api/mail-editor-template.gen.ts';
import type { TemplateDeleted } from '../../schemas/api/template-deleted.gen.ts';
import type { TemplateTags } from '../../schemas/api/template-tags.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';
import { templatesKey } from './templates.ts';

export type { MailEditorImage, MailEditorOptions, MailEditorTemplate };

/** The e-mail editor's reads sit under the templates key: a template save refreshes them too. */
const editorKey = (surveyExtName: string) => [...templatesKey(surveyExtName), 'mailEditor'] as const;

/** GET vuejs/unlayer/editoroptions/{survey}: the editor's language, height and image rules for the caller. */
export function mailEditorOptionsQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...editorKey(surveyExtName), 'options'],
    queryFn: ({ signal }) => api.get<MailEditorOptions>(callPath('vuejs/unlayer/editoroptions', surveyExtName), { signal }),
  });
}

/** GET vuejs/unlayer/mergetags/{survey}: the merge tags the editor offers, with the example contact's values. */
export function mailEditorMergeTagsQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...editorKey(surveyExtName), 'mergeTags'],
    queryFn: ({ signal }) => api.get<TemplateTags>(callPath('vuejs/unlayer/mergetags', surveyExtName), { signal }),
  });
}

/** GET vuejs/unlayer/images/{survey}: the universe's e-mail images, newest first. */
export function mailEditorImagesQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...editorKey(surveyExtName), 'images'],
    queryFn: ({ signal }) => api.get<MailEditorImages>(callPath('vuejs/unlayer/images', surveyExtName), { signal }),
  });
}

/** POST vuejs/unlayer/uploadfile/{survey} (multipart, field files): 400 says why an image was refused. */
export function uploadMailImage(api: ApiClient, surveyExtName: string, file: File): Promise<MailEditorImages> {
  const form = new FormData();
  form.append('files', file, file.name);
  return api.post<MailEditorImages>(callPath('vuejs/unlayer/uploadfile', surveyExtName), form);
}

/** DELETE vuejs/unlayer/images/{survey}/{id}. */
export function deleteMailImage(api: ApiClient, surveyExtName: string, imageId: number): Promise<TemplateDeleted> {
  return api.delete<TemplateDeleted>(callPath('vuejs/unlayer/images', surveyExtName, imageId));
}
