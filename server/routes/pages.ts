import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';
import { createPageService, type Caller } from '../pages/service';
import { sessionRights, sessionUniverse } from './guards';
import { errors } from './error-responses';
import type { ConfigurationCheck } from '../../schemas/api/configuration-check.gen';
import type { ConfigurationSaved } from '../../schemas/api/configuration-saved.gen';
import type { SurveyConfigurationScript } from '../../schemas/api/survey-configuration-script.gen';
import type { LooseSurveyParams } from '../../schemas/api/params/loose-survey-params.gen';
import type { PageParams } from '../../schemas/api/params/page-params.gen';
import type { PageQuery } from '../../schemas/api/params/page-query.gen';


/**
 * Page descriptors for the engine and the survey's CONFIGURATION script (spec 3): read, validate and
 * save. Saving needs a universe administrator or root; a save with errors is refused with their paths.
 */
export async function pageRoutes(app: FastifyInstance, ctx: AppContext) {
  const pages = createPageService(ctx.db);

  async function caller(request: FastifyRequest): Promise<Caller> {
    const tenant = sessionUniverse(request);
    const rights = await sessionRights(ctx, request);
    if (!rights.mayReadData) throw new HttpError(403, 'forbidden', 'You have no role in this universe that gives access to its surveys.');
    return { ...tenant, isRoot: rights.isRoot, isUniverseAdmin: rights.isUniverseAdmin };
  }

  app.get<{ Params: PageParams; Querystring: PageQuery }>(
    '/vuejs/pages/page/:survey/:pageId',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'A page descriptor, filtered for the signed-in user (discriminators resolved for their role and the view)',
        tags: ['pages'],
        params: { $ref: 'PageParams#' },
        querystring: { $ref: 'PageQuery#' },
        response: { 200: { $ref: 'PageDescriptor#' }, ...errors },
      },
    },
    async (request) => pages.page(await caller(request), request.params.survey, request.params.pageId, request.query.view ?? null),
  );

  app.get<{ Params: LooseSurveyParams }>(
    '/vuejs/pages/list/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "The survey's pages for menus, and its start page",
        tags: ['pages'],
        params: { $ref: 'LooseSurveyParams#' },
        response: { 200: { type: 'object', additionalProperties: true }, ...errors },
      },
    },
    async (request) => pages.pages(await caller(request), request.params.survey),
  );

  app.get<{ Params: LooseSurveyParams }>(
    '/vuejs/pages/configuration/:survey',
    {
      config: { access: { role: 'universeAdmin', scope: 'survey', doing: 'read or change survey configurations' } },
      schema: {
        summary: "The survey's CONFIGURATION script (YAML) and its parsed form",
        tags: ['pages'],
        params: { $ref: 'LooseSurveyParams#' },
        response: { 200: { type: 'object', additionalProperties: true }, ...errors },
      },
    },
    async (request) => pages.configuration(await caller(request), request.params.survey),
  );

  app.post<{ Params: LooseSurveyParams; Body: SurveyConfigurationScript; Reply: ConfigurationCheck }>(
    '/vuejs/pages/configuration/validate/:survey',
    {
      config: { access: { role: 'universeAdmin', doing: 'read or change survey configurations' } },
      schema: {
        summary: 'Checks a CONFIGURATION script without saving it',
        tags: ['pages'],
        params: { $ref: 'LooseSurveyParams#' },
        body: { $ref: 'SurveyConfigurationScript#' },
        response: { 200: { $ref: 'ConfigurationCheck#' }, ...errors },
      },
    },
    async (request) => {
      await caller(request);
      return pages.check(request.body.yaml);
    },
  );

  app.put<{ Params: LooseSurveyParams; Body: SurveyConfigurationScript; Reply: { 200: ConfigurationSaved; 422: ConfigurationCheck } }>(
    '/vuejs/pages/configuration/:survey',
    {
      config: { access: { role: 'universeAdmin', scope: 'survey', doing: 'read or change survey configurations' } },
      schema: {
        summary: 'Saves a CONFIGURATION script; refused with the paths of its errors when invalid',
        tags: ['pages'],
        params: { $ref: 'LooseSurveyParams#' },
        body: { $ref: 'SurveyConfigurationScript#' },
        response: { 200: { $ref: 'ConfigurationSaved#' }, 422: { $ref: 'ConfigurationCheck#' }, ...errors },
      },
    },
    async (request) => pages.save(await caller(request), request.params.survey, request.body.yaml),
  );
}
