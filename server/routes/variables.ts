/** Variable block (spec 2 section 7): the tiles of a variableBlock component for a drill path. */
import type { FastifyInstance } from 'fastify';
import { drillRequest } from '../analytics/context';
import { variablesOf } from '../analytics/metrics';
import { withAnalytics } from '../analytics/service';
import { findComponent } from '../analytics/survey-config';
import { computeTiles } from '../analytics/tiles';
import { localize } from '../../core/metrics/variables';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';

const errors = { 400: { $ref: 'ApiError#' }, 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 404: { $ref: 'ApiError#' } };
const name = { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,100}$' };

/** One connection per request: its queries run one after the other. */
async function sequentially<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

export async function variableRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { survey: string; id: string; path: string } }>(
    '/vuejs/variables/block/:survey/:id/:path',
    {
      schema: {
        summary: 'Variable tiles of a variable block component',
        tags: ['variables'],
        params: { type: 'object', required: ['survey', 'id', 'path'], properties: { survey: name, id: name, path: { type: 'string', minLength: 1, maxLength: 4000 } } },
        response: { 200: { $ref: 'VariableBlock#' }, ...errors },
      },
    },
    (request) =>
      withAnalytics(ctx.db, request, request.params.survey, async (a) => {
        const component = findComponent(a.sa, request.params.id);
        if (!component) throw new HttpError(404, 'unknown_component', `Survey "${a.survey.extName}" has no component "${request.params.id}".`);
        if (component.type !== 'variableBlock' && component.type !== 'variableActionBlock') {
          throw new HttpError(400, 'not_a_variable_block', `Component "${component.id}" is a ${component.type}, not a variable block.`);
        }
        const { unit, filters, tokens } = await drillRequest(a, request.params.path);
        const expressions = (component.config.expressions ?? []) as string[];
        const blocks = ((component.config.blocks ?? []) as { title?: Record<string, string>; rootOnly?: boolean; expressions?: string[] }[]).filter(
          (b) => !b.rootOnly || a.isRoot,
        );
        return {
          variables: await computeTiles(a, unit, filters, tokens, variablesOf(a, expressions)),
          blocks: await sequentially(blocks, async (b) => ({
            title: localize(b.title, a.locale),
            rootOnly: b.rootOnly ?? false,
            variables: await computeTiles(a, unit, filters, tokens, variablesOf(a, b.expressions ?? [])),
          })),
        };
      }),
  );
}
