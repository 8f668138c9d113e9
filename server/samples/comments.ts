/** The sample editor's comments panel (spec 2 section 3, Comment): vuejs/sampleeditor/comments/{survey}/{sampleId}. */
import type { AnalyticsContext } from '../survey/context';
import { checkedMessage } from '../interviews/comments';
import { loadSampleRow } from './details';
import type { SampleCommentList } from '../../schemas/api/sample-comment-list.gen';

/** The sample's comments, newest first; the sample must be the survey's and in the caller's scope. */
export async function sampleComments(ctx: AnalyticsContext, sampleId: number): Promise<SampleCommentList> {
  await loadSampleRow(ctx, sampleId);
  const { rows } = await ctx.client.query<{ created_at: Date; message: string; username: string | null }>(
    `select c.created_at, c.message, coalesce(nullif(u.full_name, ''), u.username) as username
       from sample_comment c left join app_user u on u.id = c.user_id
      where c.sample_id = $1 order by c.created_at desc, c.id desc`,
    [sampleId],
  );
  return rows.map((r) => ({ updated: r.created_at.toISOString(), user: r.username ?? '', comments: r.message }));
}

/** Stores the trimmed text in the caller's transaction; blank is refused (400) by checkedMessage. */
export async function storeSampleComment(ctx: AnalyticsContext, sampleId: number, text: string): Promise<void> {
  await ctx.client.query(`insert into sample_comment (universe_id, sample_id, user_id, message) values ($1, $2, $3, $4)`, [ctx.universeId, sampleId, ctx.userId, checkedMessage(text)]);
}

/** POST: adds the comment and answers the list with it. */
export async function addSampleComment(ctx: AnalyticsContext, sampleId: number, text: string): Promise<SampleCommentList> {
  await loadSampleRow(ctx, sampleId);
  await storeSampleComment(ctx, sampleId, text);
  return sampleComments(ctx, sampleId);
}
