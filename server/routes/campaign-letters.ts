/**
 * A campaign's files as links (spec 1 section 7, "Other reports: lettersarchive" and "Direct download links: mail
 * campaigns, letters"; spec 3 section 7, the create-letters-download task): the letters task, queued as a report and
 * followed with the report status call, and the direct downloads of a campaign's report and of one row's letter.
 * The spec names the links but not their paths; each summary says what was chosen.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { readCampaigns } from '../campaigns/calls';
import { downloadRowLetter } from '../campaigns/letters';
import { campaignReport } from '../campaigns/report';
import { requestReport } from '../reports/service';
import { callerOf } from './guards';
import { errors } from './error-responses';
import { fileAnswer, sendFile } from './attachment';
import type { ReportTask } from '../../schemas/api/report-task.gen';
import type { CallRecordingParams } from '../../schemas/api/params/call-recording-params.gen';
import type { CampaignParams } from '../../schemas/api/params/campaign-params.gen';
import type { LettersArchiveQuery } from '../../schemas/api/params/letters-archive-query.gen';

const adminAccess = { access: { role: 'universeAdmin', scope: 'survey', doing: 'work with campaigns' } } as const;
const tags = ['campaigns'];

export async function campaignLetterRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, jobs: ctx.jobs };

  app.get<{ Params: CampaignParams; Querystring: LettersArchiveQuery; Reply: ReportTask }>(
    '/lettersarchive/:survey/:id',
    {
      config: adminAccess,
      schema: {
        summary:
          "Queues 'download all letters' (?all=true) or 'download new letters' (those never downloaded) of a letter campaign: one PDF of the letters in row order, followed with vuejs/reports/status and fetched with vuejs/reports/download; the letters count as downloaded once it is made (400 for a campaign that sends no letters; the task fails saying so when there are none)",
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'LettersArchiveQuery#' },
        response: { 200: { $ref: 'ReportTask#' }, ...errors },
      },
    },
    (request) =>
      requestReport(ctx.db, ctx.jobs, callerOf(request), request.params.survey, 'lettersarchive', { campaignId: request.params.id, all: request.query.all === true }, ctx.config.reportsPerUser),
  );

  app.get<{ Params: CampaignParams }>(
    '/vuejs/download/mailcampaign/:survey/:id',
    {
      config: adminAccess,
      schema: {
        summary: "Mail campaign direct download (.xlsx): the campaign's tracking rows, as the details screen's Download report. Path chosen (the spec names the link only): vuejs/download/mailcampaign/{survey}/{campaign}",
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: fileAnswer('The report (attachment, .xlsx): recipient, respondent, unit, state, last change, views, clicks, error'), ...errors },
      },
    },
    async (request, reply) => sendFile(reply, await readCampaigns(deps, callerOf(request), request.params.survey, (c) => campaignReport(c, request.params.id))),
  );

  app.get<{ Params: CallRecordingParams }>(
    '/vuejs/download/letter/:survey/:campaignId/:trackingId',
    {
      config: adminAccess,
      schema: {
        summary:
          "Letter direct download (application/pdf): one tracking row's letter as the campaign made it (409 until the campaign has made it; 400 for a campaign that sends no letters). Path chosen (the spec names the link only): vuejs/download/letter/{survey}/{campaign}/{tracking}",
        tags,
        params: { $ref: 'CallRecordingParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: fileAnswer('The letter (application/pdf)'), ...errors, 409: { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      const p = request.params;
      return sendFile(reply, await readCampaigns(deps, callerOf(request), p.survey, (c) => downloadRowLetter(c, p.campaignId, p.trackingId)));
    },
  );
}
