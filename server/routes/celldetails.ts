/** Cell details (spec 1 section 7): GET vuejs/sample/celldetails/{survey}?sampleid=&detailsvariable=. */
import type { FastifyInstance } from 'fastify';
import { cellDetails } from '../analytics/cell-details';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { CellDetails } from '../../schemas/api/cell-details.gen';
import type { CellDetailsQuery } from '../../schemas/api/params/cell-details-query.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';


export async function cellDetailsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyParams; Querystring: CellDetailsQuery; Reply: CellDetails }>(
    '/vuejs/sample/celldetails/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'The details behind one cell of a leaf ranking row: sections with paragraphs from the sample and its interview',
        tags: ['ranking'],
        params: { $ref: 'SurveyParams#' },
        querystring: { $ref: 'CellDetailsQuery#' },
        response: { 200: { $ref: 'CellDetails#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => cellDetails(a, request.query.sampleid, request.query.detailsvariable)),
  );
}
