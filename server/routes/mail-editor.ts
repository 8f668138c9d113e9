/**
 * The e-mail editor's service calls (issue 17 item 2, spec 3 section 7 "Email editor service") under
 * vuejs/unlayer/*, and the images they store, served from our origin at /rest/mail-images/{universe}/{key} for
 * mail clients (no session: the random key is the address). Members who may read templates read these; the
 * universe's administrators upload and delete images.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { MAIL_IMAGE_MAX_BYTES, readImage } from '../mail-editor/images';
import { readUpload } from '../uploads';
import { editorImages, editorMergeTags, editorOptions, editorTemplate, editorTemplates, removeImage, uploadImage } from '../mail-editor/service';
import { NotFound } from '../errors';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { MailEditorImages } from '../../schemas/api/mail-editor-images.gen';
import type { MailEditorOptions } from '../../schemas/api/mail-editor-options.gen';
import type { MailEditorTemplate } from '../../schemas/api/mail-editor-template.gen';
import type { MailEditorTemplates } from '../../schemas/api/mail-editor-templates.gen';
import type { TemplateDeleted } from '../../schemas/api/template-deleted.gen';
import type { TemplateTags } from '../../schemas/api/template-tags.gen';
import type { MailImageParams } from '../../schemas/api/params/mail-image-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';
import type { SurveyRowParams } from '../../schemas/api/params/survey-row-params.gen';
import type { TemplateParams } from '../../schemas/api/params/template-params.gen';

const readAccess = { access: { role: 'signedIn', scope: 'survey' } } as const;
const writeAccess = { access: { role: 'universeAdmin', scope: 'survey', doing: 'change templates' } } as const;
const tags = ['templates'];

export async function mailEditorRoutes(app: FastifyInstance, ctx: AppContext) {
  const publicUrl = ctx.config.publicUrl;
  const survey = <T>(request: FastifyRequest<{ Params: SurveyParams }>, readOnly: boolean, fn: Parameters<typeof withSurvey<T>>[4]) =>
    withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly }, fn);

  app.get<{ Params: TemplateParams; Reply: MailEditorTemplates }>(
    '/vuejs/unlayer/templates/:survey/:id',
    {
      config: readAccess,
      schema: {
        summary: "The universe's other e-mail templates with an editor design, to start from (id: the one being edited, 0 for a new one)",
        tags,
        params: { $ref: 'TemplateParams#' },
        response: { 200: { $ref: 'MailEditorTemplates#' }, ...errors },
      },
    },
    (request) => survey(request, true, (a) => editorTemplates(a, request.params.id)),
  );

  app.get<{ Params: SurveyRowParams; Reply: MailEditorTemplate }>(
    '/vuejs/unlayer/template/:survey/:id',
    {
      config: readAccess,
      schema: { summary: "One e-mail template's editor design and HTML", tags, params: { $ref: 'SurveyRowParams#' }, response: { 200: { $ref: 'MailEditorTemplate#' }, ...errors } },
    },
    (request) => survey(request, true, (a) => editorTemplate(a, request.params.id)),
  );

  app.get<{ Params: SurveyParams; Reply: TemplateTags }>(
    '/vuejs/unlayer/mergetags/:survey',
    {
      config: readAccess,
      schema: { summary: "The editor's merge tags: the survey's template tags with the example contact's values", tags, params: { $ref: 'SurveyParams#' }, response: { 200: { $ref: 'TemplateTags#' }, ...errors } },
    },
    (request) => survey(request, true, (a) => editorMergeTags(a)),
  );

  app.get<{ Params: SurveyParams; Reply: MailEditorOptions }>(
    '/vuejs/unlayer/editoroptions/:survey',
    {
      config: readAccess,
      schema: { summary: "The e-mail editor's options for the caller: language, height and the image rules", tags, params: { $ref: 'SurveyParams#' }, response: { 200: { $ref: 'MailEditorOptions#' }, ...errors } },
    },
    (request) => survey(request, true, async (a) => editorOptions(a)),
  );

  app.get<{ Params: SurveyParams; Reply: MailEditorImages }>(
    '/vuejs/unlayer/images/:survey',
    {
      config: readAccess,
      schema: { summary: "The universe's e-mail images, newest first", tags, params: { $ref: 'SurveyParams#' }, response: { 200: { $ref: 'MailEditorImages#' }, ...errors } },
    },
    (request) => survey(request, true, (a) => editorImages(a, publicUrl)),
  );

  app.delete<{ Params: SurveyRowParams; Reply: TemplateDeleted }>(
    '/vuejs/unlayer/images/:survey/:id',
    {
      config: writeAccess,
      schema: { summary: 'Deletes an e-mail image (mails already sent lose it)', tags, params: { $ref: 'SurveyRowParams#' }, response: { 200: { $ref: 'TemplateDeleted#' }, ...errors } },
    },
    (request) => survey(request, false, (a) => removeImage(a, request.params.id)),
  );

  // Multipart only for the upload (its own scope), with the image size limit at the parser.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: MAIL_IMAGE_MAX_BYTES, files: 1 } });
    upload.post<{ Params: SurveyParams; Reply: MailEditorImages }>(
      '/vuejs/unlayer/uploadfile/:survey',
      {
        config: writeAccess,
        schema: {
          summary: `Uploads an e-mail image (multipart/form-data, field files, one file of at most ${MAIL_IMAGE_MAX_BYTES / 1024 / 1024} MB): PNG, JPEG, GIF or WebP by its bytes; answers it under data`,
          tags,
          consumes: ['multipart/form-data'],
          params: { $ref: 'SurveyParams#' },
          response: { 200: { $ref: 'MailEditorImages#' }, ...errors },
        },
      },
      async (request) => {
        const file = await readUpload(request, MAIL_IMAGE_MAX_BYTES, 'files');
        return survey(request, false, (a) => uploadImage(a, publicUrl, file));
      },
    );
  });

  app.get<{ Params: MailImageParams }>(
    '/mail-images/:universe/:key',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'An e-mail image, for mail clients and the editor (no session: its random key is its address)',
        tags,
        params: { $ref: 'MailImageParams#' },
        response: { 200: { description: 'The image (PNG, JPEG, GIF or WebP)', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }, 404: { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      const image = await ctx.db.withTenant({ universeId: request.params.universe }, (client) => readImage(client, request.params.key));
      if (!image) throw new NotFound('unknown_image', 'There is no such e-mail image.');
      return reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400, immutable').send(image.content);
    },
  );
}
