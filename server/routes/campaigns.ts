/**
 * Campaign calls of spec 3 section 7 (vuejs/mailcampaign/*) over server/campaigns/, and the public signed links a
 * campaign mail carries (open pixel, click redirect, one-click unsubscribe, RFC 8058).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { changeCampaign, readCampaigns } from '../campaigns/calls';
import { followLink } from '../campaigns/tracking';
import {
  campaignConfiguration,
  campaignDetails,
  campaignInfo,
  campaignList,
  campaignName,
  command,
  deleteCampaign,
  deleteDuplicates,
  deleteTrackings,
  globalCampaignList,
  newTrackings,
  renderCampaignMail,
  resend,
  startNow,
  trackings,
  updateCampaign,
} from '../campaigns/service';
import { idList, type Command } from '../campaigns/rules';
import { campaignReport } from '../campaigns/report';
import { campaignLink } from '../campaigns/link';
import { fileAnswer, sendFile } from './attachment';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { CampaignConfiguration } from '../../schemas/api/campaign-configuration.gen';
import type { CampaignDetails } from '../../schemas/api/campaign-details.gen';
import type { CampaignInfo } from '../../schemas/api/campaign-info.gen';
import type { CampaignLinkUrl } from '../../schemas/api/campaign-link-url.gen';
import type { CampaignList } from '../../schemas/api/campaign-list.gen';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen';
import type { CampaignStart } from '../../schemas/api/campaign-start.gen';
import type { CampaignTrackings } from '../../schemas/api/campaign-trackings.gen';
import type { GlobalCampaignList } from '../../schemas/api/global-campaign-list.gen';
import type { NewTrackings } from '../../schemas/api/new-trackings.gen';
import type { CampaignClickQuery } from '../../schemas/api/params/campaign-click-query.gen';
import type { CampaignLinkDataParams } from '../../schemas/api/params/campaign-link-data-params.gen';
import type { CampaignLinkDataQuery } from '../../schemas/api/params/campaign-link-data-query.gen';
import type { CampaignLinkParams } from '../../schemas/api/params/campaign-link-params.gen';
import type { CampaignListParams } from '../../schemas/api/params/campaign-list-params.gen';
import type { CampaignParams } from '../../schemas/api/params/campaign-params.gen';
import type { CampaignPathParams } from '../../schemas/api/params/campaign-path-params.gen';
import type { CampaignTrackingParams } from '../../schemas/api/params/campaign-tracking-params.gen';
import type { RecipientsQuery } from '../../schemas/api/params/recipients-query.gen';
import type { RenderMailQuery } from '../../schemas/api/params/render-mail-query.gen';
import type { TrackingIdsQuery } from '../../schemas/api/params/tracking-ids-query.gen';
import type { TrackingsQuery } from '../../schemas/api/params/trackings-query.gen';

// Campaign lists show titles and counts to every member; recipients, contact data and every change are the administrators'.
const listAccess = { access: { role: 'signedIn', scope: 'survey' } } as const;
const adminAccess = {
  access: {
    role: 'universeAdmin',
    scope: 'survey',
    doing: 'work with campaigns',
  },
} as const;
const tags = ['campaigns'];
const BASE = '/vuejs/mailcampaign';
const result = {
  200: { $ref: 'CampaignResult#' },
  ...errors,
  409: { $ref: 'ApiError#' },
};

export async function campaignRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, jobs: ctx.jobs };

  app.get<{ Params: CampaignListParams; Reply: CampaignList }>(
    `${BASE}/list/:survey/:config/:path`,
    {
      config: listAccess,
      schema: {
        summary: "The survey's campaigns with counts and open and click rates (percent of sent, one decimal)",
        tags,
        params: { $ref: 'CampaignListParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'CampaignList#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, campaignList),
  );

  app.get<{ Params: CampaignListParams; Reply: GlobalCampaignList }>(
    `${BASE}/globalcampaignslist/:survey/:config`,
    {
      config: listAccess,
      schema: {
        summary: "Every campaign of the universe's surveys with totals and rates",
        tags,
        params: { $ref: 'CampaignListParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'GlobalCampaignList#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, globalCampaignList),
  );

  app.get<{ Params: CampaignLinkDataParams; Querystring: CampaignLinkDataQuery; Reply: CampaignLinkUrl }>(
    '/vuejs/campaign/link/:survey/:campaign',
    {
      config: adminAccess,
      schema: {
        summary: "The address of the creation wizard for a campaign the survey's configuration offers (campaigns.links), over ?path",
        tags,
        params: { $ref: 'CampaignLinkDataParams#' },
        querystring: { $ref: 'CampaignLinkDataQuery#' },
        response: { 200: { $ref: 'CampaignLinkUrl#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, (c) => campaignLink(c, ctx.config.publicUrl, request.params.campaign, request.query.path)),
  );

  app.get<{ Params: CampaignParams; Reply: CampaignResult }>(
    `${BASE}/name/:survey/:id`,
    {
      config: listAccess,
      schema: {
        summary: "A campaign's title and state",
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'CampaignResult#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, (c) => campaignName(c, request.params.id)),
  );

  app.get<{ Params: CampaignParams }>(
    `${BASE}/report/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: "The campaign's tracking rows as an Excel sheet (the details screen's Download report)",
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: fileAnswer('The report (attachment, .xlsx): recipient, respondent, unit, state, last change, views, clicks, error'), ...errors },
      },
    },
    async (request, reply) => sendFile(reply, await readCampaigns(deps, callerOf(request), request.params.survey, (c) => campaignReport(c, request.params.id))),
  );

  app.get<{ Params: CampaignParams; Reply: CampaignDetails }>(
    `${BASE}/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: 'One campaign: sending settings, schedule, filters, drill path, canStart and canStop',
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'CampaignDetails#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, (c) => campaignDetails(c, request.params.id)),
  );

  app.put<{
    Params: CampaignParams;
    Body: CampaignDetails;
    Reply: CampaignDetails;
  }>(
    `${BASE}/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: "Saves the editor's campaign (the state and counts stay the server's); the rules of spec 3 section 5 apply",
        tags,
        params: { $ref: 'CampaignParams#' },
        body: { $ref: 'CampaignDetails#' },
        response: { 200: { $ref: 'CampaignDetails#' }, ...errors },
      },
    },
    async (request) => {
      let saved!: CampaignDetails;
      await changeCampaign(deps, callerOf(request), request.params.survey, async (c) => {
        saved = await updateCampaign(c, request.params.id, request.body);
        return {
          id: saved.id,
          title: saved.title,
          state: saved.state,
          affected: 0,
        };
      });
      return saved;
    },
  );

  app.delete<{ Params: CampaignParams; Reply: CampaignResult }>(
    `${BASE}/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: 'Deletes a campaign and its tracking rows',
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: result,
      },
    },
    (request) => changeCampaign(deps, callerOf(request), request.params.survey, (c) => deleteCampaign(c, request.params.id)),
  );

  for (const cmd of ['start', 'stop', 'pause', 'resume'] as Command[]) {
    app.get<{ Params: CampaignParams; Reply: CampaignResult }>(
      `${BASE}/${cmd}/:survey/:id`,
      {
        config: adminAccess,
        schema: {
          summary: `${cmd[0]!.toUpperCase()}${cmd.slice(1)}s the campaign (409 from a state that cannot ${cmd}); sending follows within seconds`,
          tags,
          params: { $ref: 'CampaignParams#' },
          querystring: { $ref: 'NoQuery#' },
          response: result,
        },
      },
      (request) => changeCampaign(deps, callerOf(request), request.params.survey, (c) => command(c, request.params.id, cmd), true),
    );
  }

  app.get<{
    Params: CampaignTrackingParams;
    Querystring: TrackingsQuery;
    Reply: CampaignTrackings;
  }>(
    `${BASE}/trackings/:survey/:id/:config`,
    {
      config: adminAccess,
      schema: {
        summary: "One page of the campaign's tracking rows (from, to, sortBy, sortDesc, filter)",
        tags,
        params: { $ref: 'CampaignTrackingParams#' },
        querystring: { $ref: 'TrackingsQuery#' },
        response: { 200: { $ref: 'CampaignTrackings#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, (c) => trackings(c, request.params.id, request.query)),
  );

  app.delete<{
    Params: CampaignParams;
    Querystring: TrackingIdsQuery;
    Reply: CampaignResult;
  }>(
    `${BASE}/trackings/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: 'Deletes the tracking rows of ?ids from the campaign',
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'TrackingIdsQuery#' },
        response: result,
      },
    },
    (request) => changeCampaign(deps, callerOf(request), request.params.survey, (c) => deleteTrackings(c, request.params.id, idList(request.query.ids))),
  );

  app.delete<{ Params: CampaignParams; Reply: CampaignResult }>(
    `${BASE}/deleteduplicates/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: 'Removes unsent tracking rows whose address has an earlier row in the campaign',
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: result,
      },
    },
    (request) => changeCampaign(deps, callerOf(request), request.params.survey, (c) => deleteDuplicates(c, request.params.id)),
  );

  app.get<{
    Params: CampaignParams;
    Querystring: TrackingIdsQuery;
    Reply: CampaignResult;
  }>(
    `${BASE}/sendmail/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: 'Sends the messages of the tracking rows of ?ids again (each a new message; suppressed addresses never)',
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'TrackingIdsQuery#' },
        response: result,
      },
    },
    (request) => changeCampaign(deps, callerOf(request), request.params.survey, (c) => resend(c, request.params.id, idList(request.query.ids)), true),
  );

  app.get<{ Params: CampaignParams; Reply: CampaignConfiguration }>(
    `${BASE}/campaignconfiguration/:survey/:id`,
    {
      config: adminAccess,
      schema: {
        summary: "The templates of the campaign's sending type and the sender addresses",
        tags,
        params: { $ref: 'CampaignParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: { $ref: 'CampaignConfiguration#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, (c) => campaignConfiguration(c, request.params.id)),
  );

  app.get<{
    Params: CampaignPathParams;
    Querystring: RecipientsQuery;
    Reply: CampaignInfo;
  }>(
    `${BASE}/createcampaigndata/:survey/:mailAction/:path`,
    {
      config: adminAccess,
      schema: {
        summary: "The wizard's data: recipient count, mail filters (illegal always applied), senders and the sending types the survey enables",
        tags,
        params: { $ref: 'CampaignPathParams#' },
        querystring: { $ref: 'RecipientsQuery#' },
        response: { 200: { $ref: 'CampaignInfo#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, (c) => campaignInfo(c, request.params.mailAction, request.params.path, request.query)),
  );

  app.get<{
    Params: CampaignPathParams;
    Querystring: RecipientsQuery;
    Reply: NewTrackings;
  }>(
    `${BASE}/newtrackings/:survey/:mailAction/:path`,
    {
      config: adminAccess,
      schema: {
        summary: "One page of a new campaign's recipients and their number",
        tags,
        params: { $ref: 'CampaignPathParams#' },
        querystring: { $ref: 'RecipientsQuery#' },
        response: { 200: { $ref: 'NewTrackings#' }, ...errors },
      },
    },
    (request) => readCampaigns(deps, callerOf(request), request.params.survey, (c) => newTrackings(c, request.params.mailAction, request.params.path, request.query)),
  );

  app.post<{
    Params: CampaignPathParams;
    Querystring: RecipientsQuery;
    Body: CampaignStart;
    Reply: CampaignResult;
  }>(
    `${BASE}/startcampaignnow/:survey/:mailAction/:path`,
    {
      config: adminAccess,
      schema: {
        summary: "Creates the wizard's campaign and starts it, or schedules it for its start time",
        tags,
        params: { $ref: 'CampaignPathParams#' },
        querystring: { $ref: 'RecipientsQuery#' },
        body: { $ref: 'CampaignStart#' },
        response: result,
      },
    },
    (request) =>
      changeCampaign(
        deps,
        callerOf(request),
        request.params.survey,
        (c) => startNow(c, request.params.mailAction, request.params.path, request.query, request.body, new Date()),
        true,
      ),
  );

  app.get<{ Params: CampaignPathParams; Querystring: RenderMailQuery }>(
    `${BASE}/rendermail/:survey/:mailAction/:path`,
    {
      config: adminAccess,
      schema: {
        summary: "A campaign's mail as HTML (sanitised, merge tags filled with escaped values) for ?trackingId's recipient or the example contact",
        tags,
        params: { $ref: 'CampaignPathParams#' },
        querystring: { $ref: 'RenderMailQuery#' },
        response: {
          200: {
            description: 'The mail (text/html)',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const html = await readCampaigns(deps, callerOf(request), request.params.survey, (c) =>
        renderCampaignMail(c, request.query.mailAction, request.query.trackingId),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox")
        .send(html);
    },
  );

  const linkSchema = (summary: string, ok: object, query?: string) => ({
    config: { access: { role: 'public' } } as const,
    schema: {
      summary,
      tags,
      security: [],
      params: { $ref: 'CampaignLinkParams#' },
      querystring: { $ref: query ?? 'NoQuery#' },
      response: { ...ok, 404: { $ref: 'ApiError#' } },
    },
  });
  const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

  app.get<{ Params: CampaignLinkParams }>(
    '/campaignlink/open/:universe/:tracking/:sig',
    linkSchema('The open pixel of a campaign mail: counts an open (a forged or altered link: 404)', {
      200: {
        description: 'A 1x1 GIF',
        content: {
          'image/gif': { schema: { type: 'string', format: 'binary' } },
        },
      },
    }),
    async (request, reply) => {
      await followLink(ctx.db, 'open', request.params);
      return reply.type('image/gif').header('cache-control', 'no-store').send(GIF);
    },
  );

  app.get<{ Params: CampaignLinkParams; Querystring: CampaignClickQuery }>(
    '/campaignlink/click/:universe/:tracking/:sig',
    linkSchema(
      'A link of a campaign mail: counts a click and redirects to the signed address (a forged or altered link: 404)',
      { 302: { description: 'To the link target' } },
      'CampaignClickQuery#',
    ),
    async (request, reply) => {
      const url = await followLink(ctx.db, 'click', request.params, request.query.url);
      return reply.header('cache-control', 'no-store').redirect(url!, 302);
    },
  );

  app.get<{ Params: CampaignLinkParams }>(
    '/campaignlink/unsub/:universe/:tracking/:sig',
    linkSchema('The unsubscribe page of a campaign mail: a button that unsubscribes (a link checker opening it unsubscribes nobody)', {
      200: {
        description: 'A page (text/html)',
        content: { 'text/html': { schema: { type: 'string' } } },
      },
    }),
    async (request, reply) => {
      await followLink(ctx.db, 'check-unsub', request.params);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          '<!doctype html><html lang="en"><meta charset="utf-8"><title>Unsubscribe</title><form method="post"><p>Stop receiving these messages?</p><button type="submit">Unsubscribe</button></form></html>',
        );
    },
  );

  // Mail clients post the one-click unsubscribe as a form (RFC 8058); its one field says nothing the link does not.
  await app.register(async (form) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
    form.post<{ Params: CampaignLinkParams }>(
      '/campaignlink/unsub/:universe/:tracking/:sig',
      linkSchema(
        "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post, or the page's button): the address never gets a campaign message of this universe again",
        {
          200: {
            description: 'A page (text/html)',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      ),
      async (request, reply) => {
        await followLink(ctx.db, 'unsub', request.params);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('<!doctype html><html lang="en"><meta charset="utf-8"><title>Unsubscribed</title><p>You are unsubscribed.</p></html>');
      },
    );
  });
}
