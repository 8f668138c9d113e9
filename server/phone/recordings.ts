/**
 * The recordings of phone campaigns' calls: one per tracking row, in `call_recording` under the universe (row-level
 * security keeps universes apart), served as audio/mpeg by `callrecording`. Only MPEG audio is kept, since that is
 * what the details screen's player is told it gets.
 */
import type pg from 'pg';
import type { Db } from '../db/pool';
import { Invalid, NotFound } from '../errors';
import { VIEW_SAMPLES } from '../accounts/rights';
import { inScope, requireRight, type AnalyticsContext } from '../survey/context';
import { readMpegFrames } from './mpeg';
import type { PhoneCall, PhoneCallResult, PhoneProvider } from './provider';

export interface CallRecording {
  contentType: 'audio/mpeg';
  callId: string;
  durationSeconds: number;
  audio: Buffer;
}

export async function storeCallRecording(
  client: pg.ClientBase,
  universeId: number,
  recording: { trackingId: number; callId: string; durationSeconds: number; audio: Buffer },
): Promise<void> {
  if (!readMpegFrames(recording.audio)) throw new Invalid('not_mpeg_audio', 'A call recording must be MPEG audio (Layer III frames).');
  await client.query(
    `insert into call_recording (universe_id, tracking_id, call_id, duration_seconds, audio) values ($1, $2, $3, $4, $5)
     on conflict (universe_id, tracking_id) do update set call_id = excluded.call_id, duration_seconds = excluded.duration_seconds, audio = excluded.audio, created_at = now()`,
    [universeId, recording.trackingId, recording.callId, recording.durationSeconds, recording.audio],
  );
}

/** The tracking row's recording in the tenant's universe, or null. */
export async function readCallRecording(client: pg.ClientBase, trackingId: number): Promise<CallRecording | null> {
  const { rows } = await client.query<Omit<CallRecording, 'contentType'>>(
    `select call_id as "callId", duration_seconds as "durationSeconds", audio from call_recording where tracking_id = $1`,
    [trackingId],
  );
  return rows[0] ? { contentType: 'audio/mpeg', ...rows[0] } : null;
}

/**
 * Makes a tracking row's call through the provider (outside any transaction: it takes as long as the call) and keeps
 * its recording, when it has one.
 */
export async function placeCall(
  db: Db,
  phone: PhoneProvider,
  job: { universeId: number; trackingId: number; call: Omit<PhoneCall, 'universeId'> },
): Promise<PhoneCallResult> {
  const result = await phone.call({ ...job.call, universeId: job.universeId });
  if (result.recording) {
    const audio = result.recording;
    await db.withTenant({ universeId: job.universeId }, (c) =>
      storeCallRecording(c, job.universeId, { trackingId: job.trackingId, callId: result.id, durationSeconds: result.durationSeconds, audio }),
    );
  }
  return result;
}

/**
 * GET vuejs/mailcampaign/callrecording/{survey}/{campaignId}/{trackingId}: the recording of a tracking row of that
 * campaign of the survey whose sample the caller may see. Anything else is unknown (404), so that the call tells
 * nothing about rows outside the caller's reach.
 */
export async function campaignCallRecording(ctx: AnalyticsContext, campaignId: number, trackingId: number): Promise<CallRecording> {
  requireRight(ctx, VIEW_SAMPLES, 'hear call recordings');
  const { rows } = await ctx.client.query<{ unitPath: string | null }>(
    `select u.path as "unitPath" from campaign_tracking t join campaign c on c.id = t.campaign_id left join sample s on s.id = t.sample_id left join unit u on u.id = s.unit_id
     where t.id = $1 and t.campaign_id = $2 and c.survey_id = $3`,
    [trackingId, campaignId, ctx.survey.id],
  );
  const row = rows[0];
  // A row whose sample is gone is heard only by a caller who sees the whole survey.
  const visible = row && (ctx.scope === null || (row.unitPath !== null && inScope(ctx.scope, row.unitPath)));
  const recording = visible ? await readCallRecording(ctx.client, trackingId) : null;
  if (!recording) throw new NotFound('unknown_recording', `Campaign ${campaignId} has no call recording ${trackingId}.`);
  return recording;
}
