import { queryOptions } from '@tanstack/react-query';
import type { MessageTemplate } from '../../schemas/api/message-template.gen.ts';
import type { MessageTemplateList } from '../../schemas/api/message-template-list.gen.ts';
import type { MessageTemplateSave, TemplateSendingType } from '../../schemas/api/message-template-save.gen.ts';
import type { SmsTestRequest } from '../../schemas/api/sms-test-request.gen.ts';
import type { SmsTestResult } from '../../schemas/api/sms-test-result.gen.ts';
import type { TemplateDeleted } from '../../schemas/api/template-deleted.gen.ts';
import type { TemplateLocales } from '../../schemas/api/template-locales.gen.ts';
import type { TemplateTags } from '../../schemas/api/template-tags.gen.ts';
import type { TemplateQuery } from '../../schemas/api/params/template-query.gen.ts';
import type { LetterHelpData } from '../../schemas/api/letter-help-data.gen.ts';
import type { LetterPagePreview } from '../../schemas/api/letter-page-preview.gen.ts';
import type { LetterUploadQuery } from '../../schemas/api/params/letter-upload-query.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { MessageTemplate, MessageTemplateList, MessageTemplateSave, TemplateSendingType, TemplateTags };

/**
 * Every template read sits under ['templates', survey]: a save or a delete invalidates that key, so the list, an
 * open template and the campaign wizard's choices all re-read what changed. Templates belong to the universe; the
 * survey gives the merge tags and languages.
 */
export const templatesKey = (surveyExtName: string) => ['templates', surveyExtName] as const;

/** GET vuejs/mails/templates/{survey}[?sendingType]: the templates by name and the create flags. */
export function templateListQuery(api: ApiReader, surveyExtName: string, sendingType?: TemplateSendingType) {
  return queryOptions({
    queryKey: [...templatesKey(surveyExtName), 'list', sendingType ?? null],
    queryFn: ({ signal }) => api.get<MessageTemplateList>(callPath('vuejs/mails/templates', surveyExtName), { signal, ...(sendingType ? { query: { sendingType } satisfies TemplateQuery } : {}) }),
  });
}

/** GET vuejs/mails/template/{survey}/{id} (e-mail and letter) or vuejs/sms/template/{survey}/{id}; id 0 a new one of that kind. */
export function templateQuery(api: ApiReader, surveyExtName: string, sendingType: TemplateSendingType, templateId: number) {
  return queryOptions({
    queryKey: [...templatesKey(surveyExtName), 'template', sendingType, templateId],
    queryFn: ({ signal }) =>
      sendingType === 'SMS'
        ? api.get<MessageTemplate>(callPath('vuejs/sms/template', surveyExtName, templateId), { signal })
        : api.get<MessageTemplate>(callPath('vuejs/mails/template', surveyExtName, templateId), { signal, query: { sendingType } satisfies TemplateQuery }),
  });
}

/** GET vuejs/mails/templatetags/{survey}: merge tags with the example contact's values. */
export function templateTagsQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...templatesKey(surveyExtName), 'tags'],
    queryFn: ({ signal }) => api.get<TemplateTags>(callPath('vuejs/mails/templatetags', surveyExtName), { signal }),
  });
}

/** GET vuejs/mails/locales/{survey}. */
export function templateLocalesQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...templatesKey(surveyExtName), 'locales'],
    queryFn: ({ signal }) => api.get<TemplateLocales>(callPath('vuejs/mails/locales', surveyExtName), { signal }),
  });
}

/** GET vuejs/mails/template/duplicate/{survey}/{id}: the draft of a duplicate (id 0), saved with saveTemplate. */
export function duplicateTemplate(api: ApiClient, surveyExtName: string, templateId: number): Promise<MessageTemplate> {
  return api.get<MessageTemplate>(callPath('vuejs/mails/template/duplicate', surveyExtName, templateId));
}

/**
 * Creates (id 0) or updates a template by its kind's calls; `test` is the test address (e-mail) or number (SMS) to
 * send the saved template to. 400 MessageTemplateSaveError names refused fields; 409 says the name is taken.
 */
export function saveTemplate(api: ApiClient, surveyExtName: string, template: MessageTemplateSave & { sendingType: TemplateSendingType }, test?: string): Promise<MessageTemplate> {
  const create = template.id === 0;
  if (template.sendingType === 'SMS') {
    const path = callPath(create ? 'vuejs/sms/template/create' : 'vuejs/sms/template/update', surveyExtName);
    const options = test !== undefined ? { query: { testsms: test } } : {};
    return create ? api.post<MessageTemplate>(path, template, options) : api.put<MessageTemplate>(path, template, options);
  }
  if (template.sendingType === 'LETTER') {
    const path = callPath(create ? 'vuejs/mails/template/createletter' : 'vuejs/mails/template/updateletter', surveyExtName);
    return create ? api.post<MessageTemplate>(path, template) : api.put<MessageTemplate>(path, template);
  }
  const path = callPath(create ? 'vuejs/mails/template/create' : 'vuejs/mails/template/update', surveyExtName);
  const options = test !== undefined ? { query: { testmail: test } } : {};
  return create ? api.post<MessageTemplate>(path, template, options) : api.put<MessageTemplate>(path, template, options);
}

/** GET vuejs/mails/template/delete/{survey}/{id}, or DELETE vuejs/sms/template/{survey}/{id} for an SMS template. */
export function deleteTemplate(api: ApiClient, surveyExtName: string, sendingType: TemplateSendingType, templateId: number): Promise<TemplateDeleted> {
  return sendingType === 'SMS'
    ? api.delete<TemplateDeleted>(callPath('vuejs/sms/template', surveyExtName, templateId))
    : api.get<TemplateDeleted>(callPath('vuejs/mails/template/delete', surveyExtName, templateId));
}

/** POST vuejs/sms/template/testsms/{survey}: a test SMS with the example contact's merge tags filled. */
export function sendTestSms(api: ApiClient, surveyExtName: string, request: SmsTestRequest): Promise<SmsTestResult> {
  return api.post<SmsTestResult>(callPath('vuejs/sms/template/testsms', surveyExtName), request);
}

/** GET vuejs/mailcampaign/lettertemplatehelpdata/{survey}/{id}: the letter help variables (id 0: a new letter). */
export function letterHelpDataQuery(api: ApiReader, surveyExtName: string, templateId: number) {
  return queryOptions({
    queryKey: [...templatesKey(surveyExtName), 'letterHelp', templateId],
    queryFn: ({ signal }) => api.get<LetterHelpData>(callPath('vuejs/mailcampaign/lettertemplatehelpdata', surveyExtName, templateId), { signal }),
  });
}

/**
 * GET vuejs/letteruploader/rendertemplate/{survey}/{id}: the letter as a PDF (base64) with the example contact's
 * values. It takes LibreOffice seconds: not retried, and 503 says LibreOffice is missing or the preview failed.
 */
export function letterPreviewQuery(api: ApiReader, surveyExtName: string, templateId: number) {
  return queryOptions({
    queryKey: [...templatesKey(surveyExtName), 'letterPreview', templateId],
    queryFn: ({ signal }) => api.get<LetterPagePreview>(callPath('vuejs/letteruploader/rendertemplate', surveyExtName, templateId), { signal }),
    retry: false,
  });
}

/** POST vuejs/letteruploader/uploadfile/{survey}?templateId= (multipart, field file): 400 MessageTemplateSaveError says what is wrong with the file. */
export function uploadLetter(api: ApiClient, surveyExtName: string, templateId: number, file: File): Promise<MessageTemplate> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<MessageTemplate>(callPath('vuejs/letteruploader/uploadfile', surveyExtName), form, { query: { templateId } satisfies LetterUploadQuery });
}
