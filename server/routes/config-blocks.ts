/**
 * Config blocks and meta properties under vuejs/surveys/ (issue 21, spec 3 section 7). The spec names the calls only;
 * a config block is a top-level block of the survey's configuration YAML and a meta property a key/value text in its
 * metaProperties map (server/admin/config-blocks.ts). Administrators of the universe and root only, as the survey list.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { listConfigBlocks, newConfigBlock, saveConfigBlock, saveMetaProperty } from '../admin/config-blocks';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import { surveyAdminAccess } from './survey-admin';
import type { ConfigBlock } from '../../schemas/api/config-block.gen';
import type { ConfigBlocks } from '../../schemas/api/config-blocks.gen';
import type { ConfigBlockSave } from '../../schemas/api/config-block-save.gen';
import type { MetaPropertySave } from '../../schemas/api/meta-property-save.gen';
import type { SurveyAdminParams } from '../../schemas/api/params/survey-admin-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

const tags = ['surveys'];
const saved = {
  200: { $ref: 'ConfigBlocks#' },
  ...errors,
  422: { $ref: 'ConfigurationCheck#' },
};

export async function configBlockRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyAdminParams; Reply: ConfigBlocks }>(
    '/vuejs/surveys/configblocks/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary:
          "The top-level blocks of a survey's configuration YAML (each its key and the YAML of its value) and its meta properties (the configuration's metaProperties map)",
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        response: { 200: { $ref: 'ConfigBlocks#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => listConfigBlocks(a, request.params.surveyId)),
  );

  app.get<{ Params: SurveyAdminParams; Reply: ConfigBlock }>(
    '/vuejs/surveys/configblocks/create/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'A new config block to fill in: a top-level key the configuration does not use yet and an empty mapping (nothing is saved until it is posted)',
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        response: { 200: { $ref: 'ConfigBlock#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => newConfigBlock(a, request.params.surveyId)),
  );

  app.post<{ Params: SurveyParams; Body: ConfigBlockSave; Reply: ConfigBlocks }>(
    '/vuejs/surveys/configblocks/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary:
          "Sets one top-level block of a survey's configuration (an empty text removes it), saved only when the whole configuration is valid as a CONFIGURATION script save checks it (422 with JSON pointers and YAML lines); answers the blocks",
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'ConfigBlockSave#' },
        response: saved,
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveConfigBlock(a, request.body)),
  );

  app.post<{ Params: SurveyParams; Body: MetaPropertySave; Reply: ConfigBlocks }>(
    '/vuejs/surveys/metaproperty/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary:
          "Sets one meta property of a survey (an empty value removes it) in its configuration's metaProperties map; answers the blocks and meta properties",
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'MetaPropertySave#' },
        response: saved,
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveMetaProperty(a, request.body)),
  );
}
