/**
 * Metadata calls (issue 21, spec 3 section 7, Survey administration: Metadata): the survey's question groups,
 * questions and choices, and a save of each. Administrators of the universe and root only.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { getMetadata, saveChoice, saveQuestion, saveQuestionGroup } from '../admin/metadata';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import { surveyAdminAccess } from './survey-admin';
import type { Metadata } from '../../schemas/api/metadata.gen';
import type { MetaQuestion } from '../../schemas/api/meta-question.gen';
import type { MetaQuestionGroup as QuestionGroup } from '../../schemas/api/meta-question-group.gen';
import type { MetadataChoiceSave } from '../../schemas/api/metadata-choice-save.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

const tags = ['surveys'];
const saved = {
  200: { $ref: 'Metadata#' },
  ...errors,
  422: { $ref: 'ConfigurationCheck#' },
};

export async function metadataRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyParams; Reply: Metadata }>(
    '/vuejs/metadata/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "The survey's question groups, questions and choices with their texts per locale",
        tags,
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'Metadata#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, getMetadata),
  );

  app.post<{ Params: SurveyParams; Body: QuestionGroup; Reply: Metadata }>(
    '/vuejs/metadata/questiongroup/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'Creates or saves the question group with this extName; answers the metadata',
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'MetaQuestionGroup#' },
        response: saved,
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveQuestionGroup(a, request.body)),
  );

  app.post<{ Params: SurveyParams; Body: MetaQuestion; Reply: Metadata }>(
    '/vuejs/metadata/question/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'Creates or saves the question with this variable in its group; answers the metadata',
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'MetaQuestion#' },
        response: saved,
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveQuestion(a, request.body)),
  );

  app.post<{ Params: SurveyParams; Body: MetadataChoiceSave; Reply: Metadata }>(
    '/vuejs/metadata/choice/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'Creates or saves a choice of a scale question; answers the metadata',
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'MetadataChoiceSave#' },
        response: saved,
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveChoice(a, request.body)),
  );
}
