/**
 * Letter template calls (issue 17 item 4, spec 3 section 7): the .fodt upload (multipart, one file), the help
 * variables, and the PDF preview three ways: base64 in JSON (rendertemplate with the pages as PNG images for the
 * letter screen, renderletter3 the PDF alone) and the file itself (renderletter). The template calls themselves (createletter, updateletter) are in routes/templates.ts.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { LETTER_MAX_BYTES } from '../letters/check';
import { letterHelpData, renderLetter, uploadLetter } from '../letters/service';
import { readUpload } from '../uploads';
import { sendFile, fileAnswer } from './attachment';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { LetterHelpData } from '../../schemas/api/letter-help-data.gen';
import type { LetterPagePreview } from '../../schemas/api/letter-page-preview.gen';
import type { LetterPreview } from '../../schemas/api/letter-preview.gen';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';
import type { LetterRenderParams } from '../../schemas/api/params/letter-render-params.gen';
import type { LetterRenderQuery } from '../../schemas/api/params/letter-render-query.gen';
import type { LetterUploadQuery } from '../../schemas/api/params/letter-upload-query.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';
import type { TemplateParams } from '../../schemas/api/params/template-params.gen';
import type { SurveyRowParams } from '../../schemas/api/params/survey-row-params.gen';

const readAccess = { access: { role: 'signedIn', scope: 'survey' } } as const;
const writeAccess = { access: { role: 'universeAdmin', scope: 'survey', doing: 'change templates' } } as const;
const tags = ['templates'];

export async function letterRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = ctx.config.letters;

  // Multipart only for the upload (its own scope), with the letter's size limit at the parser.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: LETTER_MAX_BYTES, files: 1 } });
    upload.post<{ Params: SurveyParams; Querystring: LetterUploadQuery; Reply: MessageTemplate }>(
      '/vuejs/letteruploader/uploadfile/:survey',
      {
        config: writeAccess,
        schema: {
          summary: `Uploads a letter template's .fodt file (multipart/form-data, one file, at most ${LETTER_MAX_BYTES / 1024 / 1024} MB): checked to be well-formed Flat ODF text without a DOCTYPE before it is stored; answers the template`,
          tags,
          consumes: ['multipart/form-data'],
          params: { $ref: 'SurveyParams#' },
          querystring: { $ref: 'LetterUploadQuery#' },
          response: { 200: { $ref: 'MessageTemplate#' }, ...errors, 400: { $ref: 'MessageTemplateSaveError#' } },
        },
      },
      async (request) => uploadLetter(ctx.db, callerOf(request), request.params.survey, request.query.templateId, await readUpload(request, LETTER_MAX_BYTES)),
    );
  });

  app.get<{ Params: TemplateParams; Reply: LetterHelpData }>(
    '/vuejs/mailcampaign/lettertemplatehelpdata/:survey/:id',
    {
      config: readAccess,
      schema: {
        summary: "The letter help variables of the survey (id: the letter template, 0 for a new one): each merge tag's group, title, tag and the example contact's value",
        tags,
        params: { $ref: 'TemplateParams#' },
        response: { 200: { $ref: 'LetterHelpData#' }, ...errors },
      },
    },
    (request) => letterHelpData(ctx.db, callerOf(request), request.params.survey, request.params.id),
  );

  app.get<{ Params: SurveyRowParams; Reply: LetterPagePreview }>(
    '/vuejs/letteruploader/rendertemplate/:survey/:id',
    {
      config: readAccess,
      schema: {
        summary:
          "A letter template as a PDF (base64) with the example contact's values, and its first pages as PNG images; made by LibreOffice and pdftoppm in a background job (503 when LibreOffice is not installed; without pdftoppm the PDF alone and pagesProblem)",
        tags,
        params: { $ref: 'SurveyRowParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'LetterPagePreview#' }, ...errors },
      },
    },
    async (request) => {
      const letter = await renderLetter(ctx.db, callerOf(request), request.params.survey, request.params.id, ctx.jobs, limits, { withPages: true });
      const pages = letter.pages ?? { images: [] };
      return {
        pdf: letter.pdf.toString('base64'),
        fileName: letter.fileName,
        pages: pages.images,
        ...(pages.pageCount !== undefined ? { pageCount: pages.pageCount } : {}),
        ...(pages.problem ? { pagesProblem: pages.problem } : {}),
      };
    },
  );

  const preview = async (survey: string, id: number, request: FastifyRequest, trackingId?: number): Promise<LetterPreview> => {
    const letter = await renderLetter(ctx.db, callerOf(request), survey, id, ctx.jobs, limits, { trackingId });
    return { pdf: letter.pdf.toString('base64'), fileName: letter.fileName };
  };
  const previewErrors = { 200: { $ref: 'LetterPreview#' }, ...errors };

  app.get<{ Params: LetterRenderParams; Querystring: LetterRenderQuery; Reply: LetterPreview }>(
    '/vuejs/letteruploader/renderletter3/:survey/:id/:path',
    {
      config: readAccess,
      schema: {
        summary: "A letter as a PDF (base64): the template's, filled for the campaign recipient of ?trackingId or else the example contact (the spec's renderletter3/{a}/{b}/{c}: survey, template, drill path)",
        tags,
        params: { $ref: 'LetterRenderParams#' },
        querystring: { $ref: 'LetterRenderQuery#' },
        response: previewErrors,
      },
    },
    (request) => preview(request.params.survey, request.params.id, request, request.query.trackingId),
  );

  app.get<{ Params: SurveyRowParams; Querystring: LetterRenderQuery }>(
    '/vuejs/letteruploader/renderletter/:survey/:id',
    {
      config: readAccess,
      schema: {
        summary: 'A letter as the PDF file itself (attachment), for the campaign recipient of ?trackingid or else the example contact',
        tags,
        params: { $ref: 'SurveyRowParams#' },
        querystring: { $ref: 'LetterRenderQuery#' },
        response: { 200: fileAnswer('The letter (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const letter = await renderLetter(ctx.db, callerOf(request), request.params.survey, request.params.id, ctx.jobs, limits, { trackingId: request.query.trackingid });
      return sendFile(reply, { content: letter.pdf, fileName: letter.fileName, contentType: 'application/pdf' });
    },
  );
}
