/** The gamification overview call (spec 2 section 7): the drill unit's awards and personal-performance chart. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { gamificationOverview } from '../gamification/overview';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { GamificationOverview } from '../../schemas/api/gamification-overview.gen';

export async function gamificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: ComponentParams; Reply: GamificationOverview }>(
    '/vuejs/gamification/overview/:survey/:id/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: "Gamification overview: the drill unit's TopMarks and Streak awards and its value per period over the selection's last periods (README, Gamification awards)",
        tags: ['variables'],
        params: { $ref: 'ComponentParams#' },
        response: { 200: { $ref: 'GamificationOverview#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => gamificationOverview(a, request.params.id, request.params.path)),
  );
}
