/**
 * Interview sharing (spec 1 section 4): a signed-in user publishes an interview to Facebook or LinkedIn; the answer
 * is the public address of the published interview (publishUrl) and the network's share dialog for it (sharingURL).
 *
 * The public address carries a 256-bit random token, of which only a SHA-256 is stored; the public call finds the
 * share through that hash alone (row-level security lets an anonymous transaction see only the row whose hash it
 * names), so nothing can be listed or guessed. A published interview shows no personal data: no contact, no
 * background answers, no staff comments, no alerts, no related interviews, and not the interview's own unit (leaf
 * units are often employees) but the unit above it (the store); only the survey, that unit, the day, the rating and
 * the customer's own answers (open texts and result groups). Turning enableSharing off unpublishes them all.
 */
import crypto from 'node:crypto';
import type { AnalyticsContext } from '../survey/context';
import { readSurveyAnalytics } from '../analytics/survey-config';
import type { Db } from '../db/pool';
import { Forbidden, NotFound } from '../errors';
import type { SharedInterview } from '../../schemas/api/shared-interview.gen';
import type { ShareInterviewAnswer } from '../../schemas/api/share-interview-answer.gen';
import type { ShareNetwork } from '../../schemas/api/share-interview-request.gen';
import { interviewPageConfig } from './config';
import { faceOf } from './faces';
import { formatScore, loadInterview, numberAnswer, type InterviewRecord, type InterviewScope } from './record';
import { openQuestions, resultGroups } from './sections';

const DIALOGS: Record<ShareNetwork, string> = {
  FACEBOOK: 'https://www.facebook.com/sharer/sharer.php?u=',
  LINKEDIN: 'https://www.linkedin.com/sharing/share-offsite/?url=',
};

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function sharedInterviewPath(survey: string, interviewId: number, token: string): string {
  return `/rest/vuejs/sharing/interview/${encodeURIComponent(survey)}/${interviewId}/${token}`;
}

export async function shareInterview(ctx: AnalyticsContext, rec: InterviewRecord, userId: number, network: ShareNetwork, publicUrl: string): Promise<ShareInterviewAnswer> {
  if (!interviewPageConfig(ctx.sa).enableSharing) {
    throw new Forbidden('sharing_disabled', `Sharing interviews is not enabled for survey "${ctx.survey.extName}".`);
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.client.query(`insert into interview_share (universe_id, survey_id, interview_id, token_hash, network, user_id) values ($1, $2, $3, $4, $5, $6)`, [
    ctx.universeId,
    ctx.survey.id,
    rec.id,
    hashOf(token),
    network,
    userId,
  ]);
  const publishUrl = `${publicUrl}${sharedInterviewPath(ctx.survey.extName, rec.id, token)}`;
  return { publishUrl, sharingURL: DIALOGS[network] + encodeURIComponent(publishUrl) };
}

function publicView(ctx: InterviewScope, rec: InterviewRecord): SharedInterview {
  const cfg = interviewPageConfig(ctx.sa);
  const rating = numberAnswer(rec, cfg.ratingQuestion);
  return {
    interviewId: rec.id,
    surveyTitle: ctx.survey.title,
    unitName: rec.parentUnitName,
    respondedAt: rec.respondedAt.slice(0, 10),
    rating,
    ratingText: formatScore(ctx, rating),
    faceIcon: faceOf(rating, cfg.ratingQuestion ? ctx.sa.questions[cfg.ratingQuestion]?.scale : undefined),
    openQuestionsData: openQuestions(ctx, rec, cfg),
    resultGroupsData: resultGroups(ctx, rec, cfg),
  };
}

const UNKNOWN = 'This shared interview does not exist or is no longer published.';

/** The published interview a share token names; 404 for an unknown token, another interview, or sharing turned off. */
export async function sharedInterview(db: Db, params: { survey: string; id: number; token: string }, locale: string): Promise<SharedInterview> {
  return db.withTenant({ universeId: null }, async (client) => {
    await client.query('set transaction read only');
    await client.query(`select set_config('app.share_token_hash', $1, true)`, [hashOf(params.token)]);
    const { rows } = await client.query<{ universe_id: number; survey_id: number; interview_id: number }>(
      `select universe_id, survey_id, interview_id from interview_share where token_hash = $1`,
      [hashOf(params.token)],
    );
    const share = rows[0];
    if (!share || Number(share.interview_id) !== params.id) throw new NotFound('unknown_share', UNKNOWN);
    // From here on the transaction sees the share's universe only, as a signed-in call would.
    await client.query(`select set_config('app.universe_id', $1, true)`, [String(share.universe_id)]);
    const { rows: surveys } = await client.query<{ id: number; ext_name: string; title: string; config: Record<string, unknown> }>(
      `select id, ext_name, title, config from survey where id = $1`,
      [share.survey_id],
    );
    const survey = surveys[0];
    if (!survey || survey.ext_name !== params.survey) throw new NotFound('unknown_share', UNKNOWN);
    const sa = readSurveyAnalytics(survey.config);
    if (!interviewPageConfig(sa).enableSharing) throw new NotFound('unknown_share', UNKNOWN);
    const ctx: InterviewScope = { client, sa, locale, survey: { id: survey.id, extName: survey.ext_name, title: survey.title } };
    return publicView(ctx, await loadInterview(ctx, params.id, null));
  });
}
