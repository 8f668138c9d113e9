/**
 * Phone campaigns' provider calls (spec 3 section 7): the voices and phone locales the wizard offers for PHONE.
 * The call recording (`callrecording`) joins these once the tracking rows exist (server/phone/recordings.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { phoneVoices } from '../phone/voices';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { PhoneVoices } from '../../schemas/api/phone-voices.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

export async function phoneRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyParams; Reply: PhoneVoices }>(
    '/vuejs/mailcampaign/voices/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "The phone provider's voices and the phone locales a phone campaign may call in",
        tags: ['campaigns'],
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'PhoneVoices#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async () => phoneVoices(ctx.phone)),
  );
}
