/**
 * Survey details calls under vuejs/surveys/ (issue 21, spec 3 section 7): the metainterview and the effect blocks of
 * the survey with the id in the path. Administrators of the universe and root only, as the survey list.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { deleteEffectBlock, listEffectBlocks, saveEffectBlock } from '../admin/effect-blocks';
import { getMetainterview, saveMetainterview } from '../admin/metainterview';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import { surveyAdminAccess } from './survey-admin';
import type { EffectBlock } from '../../schemas/api/effect-block.gen';
import type { EffectBlockList } from '../../schemas/api/effect-block-list.gen';
import type { Metainterview } from '../../schemas/api/metainterview.gen';
import type { EffectBlockParams } from '../../schemas/api/params/effect-block-params.gen';
import type { SurveyAdminParams } from '../../schemas/api/params/survey-admin-params.gen';

const tags = ['surveys'];

export async function surveyDetailsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyAdminParams; Reply: Metainterview }>(
    '/vuejs/surveys/metainterviewdata/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "A survey's name text, organisation, tags and flags",
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        response: { 200: { $ref: 'Metainterview#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => getMetainterview(a, request.params.surveyId)),
  );

  app.post<{
    Params: SurveyAdminParams;
    Body: Metainterview;
    Reply: Metainterview;
  }>(
    '/vuejs/surveys/metainterviewdata/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "Saves a survey's name text, organisation, tags and flags (its extName stays); answers what was saved",
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        body: { $ref: 'Metainterview#' },
        response: { 200: { $ref: 'Metainterview#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveMetainterview(a, request.params.surveyId, request.body)),
  );

  app.get<{ Params: SurveyAdminParams; Reply: EffectBlockList }>(
    '/vuejs/surveys/effectblocks/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "A survey's effect blocks",
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        response: { 200: { $ref: 'EffectBlockList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => listEffectBlocks(a, request.params.surveyId)),
  );

  app.post<{
    Params: SurveyAdminParams;
    Body: EffectBlock;
    Reply: EffectBlockList;
  }>(
    '/vuejs/surveys/effectblocks/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "Creates (id 0) or saves an effect block; answers the survey's effect blocks",
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        body: { $ref: 'EffectBlock#' },
        response: { 200: { $ref: 'EffectBlockList#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveEffectBlock(a, request.params.surveyId, request.body)),
  );

  app.delete<{ Params: EffectBlockParams; Reply: EffectBlockList }>(
    '/vuejs/surveys/effectblocks/:survey/:surveyId/:id',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "Deletes an effect block; answers the survey's remaining effect blocks",
        tags,
        params: { $ref: 'EffectBlockParams#' },
        response: { 200: { $ref: 'EffectBlockList#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) =>
        deleteEffectBlock(a, request.params.surveyId, request.params.id),
      ),
  );
}
