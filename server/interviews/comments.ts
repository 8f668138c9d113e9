/** Adding a comment to an interview (POST vuejs/interview/addcomment): validated after trimming, stored in the caller's transaction. */
import type { AnalyticsContext } from '../survey/context';
import { Invalid } from '../errors';
import type { InterviewComment } from '../../schemas/api/interview-comment.gen';
import { COMMENT_MAX_LENGTH } from '../../core/interview';

/** The message as stored: trimmed, 1 to 4000 characters (blank counts as empty, as in the dialog). */
export function checkedMessage(message: string): string {
  const text = message.trim();
  if (!text) throw new Invalid('empty_comment', 'Write a comment first: an empty or blank comment is not saved.');
  if (text.length > COMMENT_MAX_LENGTH) {
    throw new Invalid('comment_too_long', `A comment may have at most ${COMMENT_MAX_LENGTH} characters; this one has ${text.length}.`);
  }
  return text;
}

export async function addComment(ctx: AnalyticsContext, interviewId: number, userId: number, message: string): Promise<InterviewComment> {
  const text = checkedMessage(message);
  const { rows } = await ctx.client.query<{ id: number; created_at: Date; username: string | null }>(
    `insert into interview_comment (universe_id, interview_id, user_id, message) values ($1, $2, $3, $4)
     returning id, created_at, (select coalesce(full_name, username) from app_user where id = $3) as username`,
    [ctx.universeId, interviewId, userId, text],
  );
  const row = rows[0]!;
  return { id: Number(row.id), created: row.created_at.toISOString(), username: row.username ?? '', message: text };
}
