/**
 * Data uploader calls (issue 20 item 2, spec 3 section 7): the .xlsx upload (multipart field files), its mapping
 * (the import), and the import sets (list, delete). Administrators of the universe and root only; updating an
 * earlier import is root's (the service says so).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { UPLOAD_LIMITS } from '../uploader/check';
import { deleteImportSet, listImportSets, uploadSpreadsheet } from '../uploader/service';
import { importInJob } from '../uploader/import-job';
import { readUpload } from '../uploads';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { ImportResult } from '../../schemas/api/import-result.gen';
import type { ImportSetList } from '../../schemas/api/import-set-list.gen';
import type { UploadMapping } from '../../schemas/api/upload-mapping.gen';
import type { UploadResponse } from '../../schemas/api/upload-response.gen';
import type { SurveyRowParams } from '../../schemas/api/params/survey-row-params.gen';
import type { UploadMappingParams } from '../../schemas/api/params/upload-mapping-params.gen';
import type { UploadMappingQuery } from '../../schemas/api/params/upload-mapping-query.gen';
import type { UploaderParams } from '../../schemas/api/params/uploader-params.gen';

const adminAccess = {
  access: { role: 'universeAdmin', scope: 'survey', doing: 'import data' },
} as const;
const tags = ['uploader'];

export async function uploaderRoutes(app: FastifyInstance, ctx: AppContext) {
  const maxRows = ctx.config.uploads.maxRows;

  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1 },
    });
    upload.post<{ Params: UploaderParams; Reply: UploadResponse }>(
      '/vuejs/datauploader/uploadfile/:survey/:id',
      {
        config: adminAccess,
        schema: {
          summary: `Uploads a spreadsheet (multipart/form-data, field files, one .xlsx of at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB and ${maxRows} rows): checked (name, zip bytes, unpacked size and entries) before it is read, kept for its mapping; answers its columns, first row and the fields to map`,
          tags,
          consumes: ['multipart/form-data'],
          params: { $ref: 'UploaderParams#' },
          querystring: { $ref: 'NoQuery#' },
          response: { 200: { $ref: 'UploadResponse#' }, ...errors },
        },
      },
      async (request) => uploadSpreadsheet(ctx.db, callerOf(request), request.params.survey, await readUpload(request, UPLOAD_LIMITS.maxBytes, 'files'), maxRows),
    );
  });

  app.post<{
    Params: UploadMappingParams;
    Querystring: UploadMappingQuery;
    Body: UploadMapping;
    Reply: ImportResult;
  }>(
    '/vuejs/datauploader/handlemapping/:survey/:id/:x',
    {
      config: adminAccess,
      schema: {
        summary:
          'Imports the kept upload x with the mapping, all rows or none (a bad row is a 400 naming its row and column); ?update=true (root) replaces the newest import of the same file. The import runs as an IMPORT_INTERVIEWS task of the universe (the call waits for it)',
        tags,
        params: { $ref: 'UploadMappingParams#' },
        querystring: { $ref: 'UploadMappingQuery#' },
        body: { $ref: 'UploadMapping#' },
        response: { 200: { $ref: 'ImportResult#' }, ...errors },
      },
    },
    (request) =>
      importInJob(
        { db: ctx.db, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl, maxRows, log: request.log },
        { caller: callerOf(request), survey: request.params.survey, uploadId: request.params.x, mapping: request.body, update: request.query.update === true },
      ),
  );

  app.get<{ Params: UploaderParams; Reply: ImportSetList }>(
    '/vuejs/datauploader/fetchimportsets/:survey/:id',
    {
      config: adminAccess,
      schema: {
        summary: "The survey's import sets, newest first",
        tags,
        params: { $ref: 'UploaderParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'ImportSetList#' }, ...errors },
      },
    },
    (request) => listImportSets(ctx.db, callerOf(request), request.params.survey),
  );

  app.delete<{ Params: SurveyRowParams; Reply: ImportSetList }>(
    '/vuejs/datauploader/deleteimportset/:survey/:id',
    {
      config: adminAccess,
      schema: {
        summary: 'Deletes an import set with its interviews and rebuilds the rollups of their months; answers the import sets left',
        tags,
        params: { $ref: 'SurveyRowParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'ImportSetList#' }, ...errors },
      },
    },
    (request) => deleteImportSet(ctx.db, callerOf(request), request.params.survey, request.params.id),
  );
}
