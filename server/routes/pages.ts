import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';
import { parseConfiguration } from '../pages/configuration';
import { ConfigurationRejected, createPageService, type Caller } from '../pages/service';
import { sessionUniverse } from './guards';
import { anyName, errors, pathParams } from './params';


/**
 * Page descriptors for the engine and the survey's CONFIGURATION script (spec 3): read, validate and
 * save. Saving needs a universe administrator or root; a save with errors is refused with their paths.
 */
export async function pageRoutes(app: FastifyInstance, ctx: AppContext) {
  const pages = createPageService(ctx.db);

  async function caller(request: FastifyRequest): Promise<Caller & { isAdmin: boolean }> {
    const tenant = sessionUniverse(request);
    const user = await ctx.services.users.byId(tenant.userId);
    if (!user || user.disabled) throw new HttpError(401, 'unauthorized', 'This account is no longer active.');
    const isAdmin = await ctx.db.withTenant(tenant, async (c) => {
      const { rows } = await c.query<{ isAdmin: boolean }>(
        `select coalesce(r.is_admin, false) as "isAdmin" from universe_member m left join role r on r.id = m.role_id where m.user_id = $1 and not m.disabled`,
        [tenant.userId],
      );
      if (!rows[0] && !user.isRoot) throw new HttpError(403, 'forbidden', 'You are not a member of this universe.');
      return rows[0]?.isAdmin ?? false;
    });
    return { ...tenant, isRoot: user.isRoot, isAdmin };
  }

  async function author(request: FastifyRequest) {
    const who = await caller(request);
    if (!who.isRoot && !who.isAdmin) throw new HttpError(403, 'forbidden', 'Only administrators may read or change survey configurations.');
    return who;
  }

  app.get<{ Params: { survey: string; pageId: string } }>(
    '/vuejs/pages/page/:survey/:pageId',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'A page descriptor, filtered for the signed-in user',
        tags: ['pages'],
        params: pathParams({ survey: anyName, pageId: anyName }),
        response: { 200: { type: 'object', additionalProperties: true }, ...errors },
      },
    },
    async (request) => pages.page(await caller(request), request.params.survey, request.params.pageId),
  );

  app.get<{ Params: { survey: string } }>(
    '/vuejs/pages/list/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "The survey's pages for menus, and its start page",
        tags: ['pages'],
        params: pathParams({ survey: anyName }),
        response: { 200: { type: 'object', additionalProperties: true }, ...errors },
      },
    },
    async (request) => pages.pages(await caller(request), request.params.survey),
  );

  app.get<{ Params: { survey: string } }>(
    '/vuejs/pages/configuration/:survey',
    {
      config: { access: { role: 'universeAdmin', scope: 'survey' } },
      schema: {
        summary: "The survey's CONFIGURATION script (YAML) and its parsed form",
        tags: ['pages'],
        params: pathParams({ survey: anyName }),
        response: { 200: { type: 'object', additionalProperties: true }, ...errors },
      },
    },
    async (request) => pages.configuration(await author(request), request.params.survey),
  );

  app.post<{ Params: { survey: string }; Body: { yaml: string } }>(
    '/vuejs/pages/configuration/validate/:survey',
    {
      config: { access: { role: 'universeAdmin' } },
      schema: {
        summary: 'Checks a CONFIGURATION script without saving it',
        tags: ['pages'],
        params: pathParams({ survey: anyName }),
        body: { $ref: 'SurveyConfigurationScript#' },
        response: { 200: { $ref: 'ConfigurationCheck#' }, ...errors },
      },
    },
    async (request) => {
      await author(request);
      const parsed = parseConfiguration(request.body.yaml);
      return { valid: parsed.ok, issues: parsed.ok ? [] : parsed.issues };
    },
  );

  app.put<{ Params: { survey: string }; Body: { yaml: string } }>(
    '/vuejs/pages/configuration/:survey',
    {
      config: { access: { role: 'universeAdmin', scope: 'survey' } },
      schema: {
        summary: 'Saves a CONFIGURATION script; refused with the paths of its errors when invalid',
        tags: ['pages'],
        params: pathParams({ survey: anyName }),
        body: { $ref: 'SurveyConfigurationScript#' },
        response: { 200: { type: 'object', required: ['saved', 'pages'], properties: { saved: { type: 'boolean' }, pages: { type: 'integer' } } }, 422: { $ref: 'ConfigurationCheck#' }, ...errors },
      },
    },
    async (request, reply) => {
      const who = await author(request);
      try {
        const { pages: count } = await pages.save(who, request.params.survey, request.body.yaml);
        return { saved: true, pages: count };
      } catch (err) {
        if (err instanceof ConfigurationRejected) return reply.status(422).send({ valid: false, error: err.code, message: err.message, issues: err.issues });
        throw err;
      }
    },
  );
}
