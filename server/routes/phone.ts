/**
 * Phone campaigns' provider calls (spec 3 section 7): the voices and phone locales the wizard offers for PHONE.
 * The call recording (`callrecording/{survey}/{campaignId}/{trackingId}`): audio/mpeg of one tracking row, for whoever may
 * see its sample (the sample editor's mails panel plays it as well as the campaign details).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { phoneVoices } from '../phone/voices';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { fileAnswer } from './attachment';
import { campaignCallRecording } from '../phone/recordings';
import type { CallRecordingParams } from '../../schemas/api/params/call-recording-params.gen';
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

  app.get<{ Params: CallRecordingParams }>(
    '/vuejs/mailcampaign/callrecording/:survey/:campaignId/:trackingId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: "A phone campaign call's recording (audio/mpeg) by survey, campaign and tracking row; 404 unless the row is that campaign's and its sample in the caller's scope",
        tags: ['campaigns'],
        params: { $ref: 'CallRecordingParams#' },
        querystring: { $ref: 'NoQuery#' },
        response: { 200: fileAnswer('The recording, MPEG audio'), ...errors },
      },
    },
    async (request, reply) => {
      const p = request.params;
      const recording = await withSurvey(ctx.db, callerOf(request), p.survey, { readOnly: true }, (a) => campaignCallRecording(a, p.campaignId, p.trackingId));
      // The recording is the sample's contact's voice: no shared cache keeps it.
      return reply.header('content-type', recording.contentType).header('cache-control', 'private, no-store').send(recording.audio);
    },
  );
}
