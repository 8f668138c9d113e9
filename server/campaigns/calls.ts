/**
 * The campaign calls as the routes make them: each in `withSurvey` (one transaction, row-level security), and the
 * sending queued after the commit of whatever gave the campaign rows to send (start, resume, resend, the wizard).
 */
import type { Db } from '../db/pool';
import { Forbidden } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { withSurvey, type Caller } from '../survey/with-survey';
import type { AnalyticsContext } from '../survey/context';
import { queueSending, sendJobOf } from './engine';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen';

export interface CampaignDeps {
  db: Db;
  jobs: JobQueue | null;
}

export const readCampaigns = <T>(d: CampaignDeps, caller: Caller, survey: string, fn: (ctx: AnalyticsContext) => Promise<T>) => withSurvey(d.db, caller, survey, { readOnly: true }, fn);

/** A write by a universe administrator (the route declares it; checked again here against impersonation). */
export async function changeCampaign(d: CampaignDeps, caller: Caller, survey: string, fn: (ctx: AnalyticsContext) => Promise<CampaignResult>, send = false): Promise<CampaignResult> {
  const result = await withSurvey(d.db, caller, survey, { readOnly: false }, (ctx) => {
    if (!ctx.isUniverseAdmin) throw new Forbidden('forbidden', 'Only an administrator of the universe may change campaigns.');
    return fn(ctx).then(async (r) => ({ r, job: send && r.state === 'STARTED' ? await sendJobOf(ctx, r.id) : null }));
  });
  if (result.job) await queueSending(d.jobs, result.job);
  return result.r;
}
