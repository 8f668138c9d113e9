/**
 * Message template calls (issue 17, spec 3 section 7: mail templates and SMS templates). Templates belong to the
 * session's universe (row-level security); the survey in the path gives the merge tags and languages. Members who
 * may read data read them; administrators write them (system templates: root only, checked in the service).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { withSurvey } from '../survey/with-survey';
import { templateTags } from '../templates/merge-tags';
import { deleteTemplate, duplicateTemplate, getTemplate, listTemplates, templateLocales, type SaveMode, type SavePath } from '../templates/service';
import { saveAndTest, sendTestSms, type Messengers } from '../templates/test-send';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';
import type { MessageTemplateList } from '../../schemas/api/message-template-list.gen';
import type { MessageTemplateSave } from '../../schemas/api/message-template-save.gen';
import type { SmsTestRequest } from '../../schemas/api/sms-test-request.gen';
import type { SmsTestResult } from '../../schemas/api/sms-test-result.gen';
import type { TemplateDeleted } from '../../schemas/api/template-deleted.gen';
import type { TemplateLocales } from '../../schemas/api/template-locales.gen';
import type { TemplateTags } from '../../schemas/api/template-tags.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';
import type { SurveyRowParams } from '../../schemas/api/params/survey-row-params.gen';
import type { TemplateParams } from '../../schemas/api/params/template-params.gen';
import type { TemplateQuery } from '../../schemas/api/params/template-query.gen';
import type { TemplateTestMailQuery } from '../../schemas/api/params/template-test-mail-query.gen';
import type { TemplateTestSmsQuery } from '../../schemas/api/params/template-test-sms-query.gen';

const readAccess = { access: { role: 'signedIn', scope: 'survey' } } as const;
const writeAccess = { access: { role: 'universeAdmin', scope: 'survey', doing: 'change templates' } } as const;
const tags = ['templates'];
// 409: the name is taken for that sending type in the universe (spec 3 section 8 texts); 503: the test could not be sent.
const saveErrors = { ...errors, 400: { $ref: 'MessageTemplateSaveError#' }, 409: { $ref: 'ApiError#' } };

export async function templateRoutes(app: FastifyInstance, ctx: AppContext) {
  const messengers: Messengers = { mailer: ctx.mailer, sms: ctx.sms };

  app.get<{ Params: SurveyParams; Querystring: TemplateQuery; Reply: MessageTemplateList }>(
    '/vuejs/mails/templates/:survey',
    {
      config: readAccess,
      schema: {
        summary: "The universe's message templates by name (of one sending type when asked) and which kinds the caller may create",
        tags,
        params: { $ref: 'SurveyParams#' },
        querystring: { $ref: 'TemplateQuery#' },
        response: { 200: { $ref: 'MessageTemplateList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => listTemplates(a, request.query.sendingType)),
  );

  app.get<{ Params: TemplateParams; Querystring: TemplateQuery; Reply: MessageTemplate }>(
    '/vuejs/mails/template/:survey/:id',
    {
      config: readAccess,
      schema: {
        summary: 'One message template (id 0: a new one of ?sendingType, e-mail by default); readOnly where the caller may not change it',
        tags,
        params: { $ref: 'TemplateParams#' },
        querystring: { $ref: 'TemplateQuery#' },
        response: { 200: { $ref: 'MessageTemplate#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => getTemplate(a, request.params.id, request.query.sendingType ?? 'EMAIL')),
  );

  app.get<{ Params: SurveyRowParams; Reply: MessageTemplate }>(
    '/vuejs/mails/template/duplicate/:survey/:id',
    {
      config: writeAccess,
      schema: {
        summary: 'A duplicate of a template to edit and create (id 0, not system, name and for e-mail extname cleared); nothing is saved',
        tags,
        params: { $ref: 'SurveyRowParams#' },
        response: { 200: { $ref: 'MessageTemplate#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => duplicateTemplate(a, request.params.id)),
  );

  app.get<{ Params: SurveyParams; Reply: TemplateLocales }>(
    '/vuejs/mails/locales/:survey',
    {
      config: readAccess,
      schema: { summary: "The languages a template may be written in: the survey's own, else the product's", tags, params: { $ref: 'SurveyParams#' }, response: { 200: { $ref: 'TemplateLocales#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => templateLocales(a)),
  );

  app.get<{ Params: SurveyParams; Reply: TemplateTags }>(
    '/vuejs/mails/templatetags/:survey',
    {
      config: readAccess,
      schema: {
        summary: "The merge tags of the survey's templates (contact fields, survey and unit, questions) with the example contact's values",
        tags,
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'TemplateTags#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => ({ tags: await templateTags(a) })),
  );

  const save = (method: 'POST' | 'PUT', url: string, path: SavePath, mode: SaveMode, summary: string, test: 'testmail' | 'testsms' | null) =>
    app.route<{ Params: SurveyParams; Querystring: TemplateTestMailQuery & TemplateTestSmsQuery; Body: MessageTemplateSave; Reply: MessageTemplate }>({
      method,
      url,
      config: writeAccess,
      schema: {
        summary,
        tags,
        params: { $ref: 'SurveyParams#' },
        querystring: { $ref: test === 'testmail' ? 'TemplateTestMailQuery#' : test === 'testsms' ? 'TemplateTestSmsQuery#' : 'NoQuery#' },
        body: { $ref: 'MessageTemplateSave#' },
        response: { 200: { $ref: 'MessageTemplate#' }, ...saveErrors },
      },
      handler: (request) =>
        saveAndTest(ctx.db, callerOf(request), request.params.survey, messengers, {
          path,
          mode,
          save: request.body,
          testmail: test === 'testmail' ? request.query.testmail : undefined,
          testsms: test === 'testsms' ? request.query.testsms : undefined,
        }),
    });

  save('POST', '/vuejs/mails/template/create/:survey', 'mail', 'create', 'Creates a template (e-mail unless sendingType says otherwise; id 0); ?testmail then sends it to that address', 'testmail');
  save('PUT', '/vuejs/mails/template/update/:survey', 'mail', 'update', "Saves a template by the body's id; ?testmail then sends it to that address", 'testmail');
  save('POST', '/vuejs/mails/template/createletter/:survey', 'letter', 'create', 'Creates a letter template (its .fodt file is uploaded separately)', null);
  save('PUT', '/vuejs/mails/template/updateletter/:survey', 'letter', 'update', "Saves a letter template by the body's id", null);
  save('POST', '/vuejs/sms/template/create/:survey', 'sms', 'create', 'Creates an SMS template (id 0); ?testsms then sends its text to that number', 'testsms');
  save('PUT', '/vuejs/sms/template/update/:survey', 'sms', 'update', "Saves an SMS template by the body's id; ?testsms then sends its text to that number", 'testsms');

  app.get<{ Params: SurveyRowParams; Reply: TemplateDeleted }>(
    '/vuejs/mails/template/delete/:survey/:id',
    {
      config: writeAccess,
      schema: { summary: 'Deletes a template (system templates: root only)', tags, params: { $ref: 'SurveyRowParams#' }, response: { 200: { $ref: 'TemplateDeleted#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteTemplate(a, request.params.id)),
  );

  app.get<{ Params: TemplateParams; Reply: MessageTemplate }>(
    '/vuejs/sms/template/:survey/:id',
    {
      config: readAccess,
      schema: {
        summary: 'One SMS template with its parts (id 0: a new one); readOnly where the caller may not change it',
        tags,
        params: { $ref: 'TemplateParams#' },
        response: { 200: { $ref: 'MessageTemplate#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => getTemplate(a, request.params.id, 'SMS')),
  );

  app.delete<{ Params: SurveyRowParams; Reply: TemplateDeleted }>(
    '/vuejs/sms/template/:survey/:id',
    {
      config: writeAccess,
      schema: { summary: 'Deletes an SMS template (system templates: root only)', tags, params: { $ref: 'SurveyRowParams#' }, response: { 200: { $ref: 'TemplateDeleted#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteTemplate(a, request.params.id, 'SMS')),
  );

  app.post<{ Params: SurveyParams; Body: SmsTestRequest; Reply: SmsTestResult }>(
    '/vuejs/sms/template/testsms/:survey',
    {
      config: writeAccess,
      schema: {
        summary: "Sends a test SMS: the text with the example contact's merge tags filled, to the number given",
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'SmsTestRequest#' },
        response: { 200: { $ref: 'SmsTestResult#' }, ...errors, 400: { $ref: 'MessageTemplateSaveError#' } },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sendTestSms(a, messengers.sms, request.body.phoneNumber, request.body.contents)),
  );
}
