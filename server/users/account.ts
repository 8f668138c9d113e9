/** The editor's small calls: address availability, root's username change, filter suggestions. */
import { Invalid, NotFound } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import type { EmailAvailability } from '../../schemas/api/email-availability.gen';
import type { QuestionFilterSuggestions } from '../../schemas/api/question-filter-suggestions.gen';
import type { UsernameChanged } from '../../schemas/api/username-changed.gen';
import type { UsernameChangeRequest } from '../../schemas/api/username-change-request.gen';
import { isFilterable } from '../analytics/survey-config';
import { addressTaken, EMAIL_PATTERN } from './checks';
import { notFilterable } from './settings';

const SUGGESTIONS = 10;

function requireEmail(address: string): string {
  const email = address.trim();
  if (!email) throw new Invalid('email_required', 'An e-mail address is required.');
  if (!EMAIL_PATTERN.test(email)) throw new Invalid('bad_email', `"${email}" is not an e-mail address.`);
  return email;
}

export async function emailAvailability(ctx: AnalyticsContext, address: string): Promise<EmailAvailability> {
  return { available: !(await addressTaken(ctx.client, requireEmail(address))) };
}

/** Root renames a person: the sign-in name and the e-mail address move together to a free, valid address. */
export async function changeUsername(ctx: AnalyticsContext, input: UsernameChangeRequest): Promise<UsernameChanged> {
  const next = requireEmail(input.newUsername);
  const { rows } = await ctx.client.query<{ id: number; username: string }>(`select id, username from app_user where lower(username) = lower($1)`, [input.oldUsername.trim()]);
  const user = rows[0];
  if (!user) throw new NotFound('unknown_user', `There is no user called "${input.oldUsername}".`);
  if (next.toLowerCase() === user.username.toLowerCase()) throw new Invalid('username_unchanged', `"${next}" is already this user's username.`);
  if (await addressTaken(ctx.client, next, user.id)) throw new Invalid('email_in_use', `${next} is already in use.`);
  await ctx.client.query(`update app_user set username = $2, email = $2 where id = $1`, [user.id, next]);
  return { username: next };
}

/** Answers of a question in the survey that start with the typed text (case-insensitive), at most 10. */
export async function questionFilterSuggestions(ctx: AnalyticsContext, question: string, typed: string): Promise<QuestionFilterSuggestions> {
  const q = ctx.sa.questions[question];
  if (!q) throw new NotFound('unknown_question', `The survey "${ctx.survey.extName}" has no question "${question}".`);
  if (!isFilterable(q)) throw new Invalid('not_filterable', `${notFilterable(ctx.survey.extName, question)}.`);
  const { rows } = await ctx.client.query<{ v: string }>(
    `select distinct v from (select coalesce(a.text_value, trim_scale(a.num_value)::text) as v from answer a join interview i on i.id = a.interview_id
       where i.survey_id = $1 and a.question = $2) t where v is not null and lower(v) like lower($3) || '%' escape '\\' order by v limit $4`,
    [ctx.survey.id, question, typed.replace(/[\\%_]/g, '\\$&'), SUGGESTIONS],
  );
  return { data: rows.map((r) => r.v) };
}
