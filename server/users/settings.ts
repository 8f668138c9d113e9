/**
 * A member's settings in one universe that the user forms share: the role choices, the notification channels a
 * role offers per survey (role.survey_access notificationChannelList) and the question filters per survey.
 */
import type pg from 'pg';
import { MODIFY_USER_FILTERS, type StoredQuestionFilters } from '../accounts/rights';
import { Forbidden } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import { localize } from '../../core/metrics/variables';
import { isFilterable, type QuestionDef } from '../analytics/survey-config';
import { GLOBAL_SURVEY } from '../../core/filters/globalSurvey';
import type { NotificationChannelGroup } from '../../schemas/api/notification-channel-group.gen';
import type { UserQuestionFilter } from '../../schemas/api/user-question-filter.gen';

/** Channels a role offers when its survey access names none. */
const DEFAULT_CHANNELS = [{ id: 'email', title: 'E-mail' }];

interface SurveyConfigRow {
  extName: string;
  title: string;
  questions: Record<string, Partial<QuestionDef>>;
}

export async function roleChoices(client: pg.ClientBase): Promise<{ id: number; name: string }[]> {
  const { rows } = await client.query<{ id: number; name: string }>(`select id, name from role order by lower(name), id`);
  return rows;
}

export async function surveysOfUniverse(client: pg.ClientBase): Promise<SurveyConfigRow[]> {
  const { rows } = await client.query<SurveyConfigRow>(`select ext_name as "extName", title, coalesce(config->'questions', '{}') as questions from survey order by ext_name`);
  return rows;
}

/** The channels `roleId` offers in each survey it opens, ticked where `chosen` lists them. */
export async function channelsOf(client: pg.ClientBase, roleId: number | null, chosen: string[]): Promise<NotificationChannelGroup[]> {
  if (roleId === null) return [];
  const { rows } = await client.query<{ surveyAccess: { surveyExtName?: string; access?: boolean; notificationChannelList?: { id: string | number; title: string }[] }[] }>(
    `select survey_access as "surveyAccess" from role where id = $1`,
    [roleId],
  );
  const access = rows[0]?.surveyAccess ?? [];
  const surveys = await surveysOfUniverse(client);
  return surveys
    .filter((s) => access.some((a) => a.surveyExtName === s.extName && a.access === true))
    .map((s) => {
      const listed = access.find((a) => a.surveyExtName === s.extName)?.notificationChannelList ?? [];
      const offered = listed.length > 0 ? listed.map((c) => ({ id: String(c.id), title: c.title })) : DEFAULT_CHANNELS;
      return {
        title: s.title,
        surveyName: s.extName,
        channels: offered.map((c) => ({ ...c, enabled: chosen.includes(`${s.extName}:${c.id}`) })),
      };
    });
}

/** The channel ids kept of a form's groups: `survey:id` of every ticked channel. */
export const chosenChannels = (groups: NotificationChannelGroup[]): string[] =>
  groups.flatMap((g) => g.channels.filter((c) => c.enabled).map((c) => `${g.surveyName}:${c.id}`));

/** The question filters of one survey: its filterable questions (metadata `filterable`), with the member's values. */
export function filtersOf(survey: SurveyConfigRow, stored: Record<string, string> | undefined, locale: string): UserQuestionFilter[] {
  return Object.entries(survey.questions)
    .filter(([, q]) => isFilterable(q))
    .map(([id, q]) => ({
      title: localize(q.title ?? id, locale),
      variable: id,
      questionId: id,
      surveyName: survey.extName,
      globalName: survey.extName === GLOBAL_SURVEY ? id : '',
      value: stored?.[id] ?? '',
      required: false,
      changed: false,
    }));
}

/** The refusal of a filter on a question its metadata does not mark filterable. */
export const notFilterable = (survey: string, question: string) =>
  `The question "${question}" of survey "${survey}" is not filterable (its metadata says so), so it cannot be a user question filter`;

/** What is stored of the filters: per survey, per question, the ';'-joined values without blanks (empty ones dropped). */
export function storedFilters(filters: UserQuestionFilter[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const f of filters) {
    const value = f.value.split(';').map((v) => v.trim()).filter(Boolean).join(';');
    if (value) (out[f.surveyName] ??= {})[f.questionId] = value;
  }
  return out;
}

/** Rules of filter values against the universe's surveys: a known survey and filterable question, required ones filled. */
export function filterProblems(filters: UserQuestionFilter[], surveys: SurveyConfigRow[]): string[] {
  const problems: string[] = [];
  for (const f of filters) {
    const survey = surveys.find((s) => s.extName === f.surveyName);
    if (!survey) problems.push(`There is no survey "${f.surveyName}" in this universe`);
    else if (!survey.questions[f.questionId]) problems.push(`The survey "${f.surveyName}" has no question "${f.questionId}"`);
    else if (f.value.trim() && !isFilterable(survey.questions[f.questionId]!)) problems.push(notFilterable(f.surveyName, f.questionId));
    else if (f.required && !f.value.trim()) problems.push(`A value is required for ${f.title || f.questionId}`);
  }
  return problems;
}

/**
 * What a save stores of the filters: the form's surveys as the form has them, every other survey's as stored (a
 * form that does not show a survey, like a non-root editor's global-only cards, must not wipe its filters).
 */
export function filtersToStore(stored: StoredQuestionFilters, shownSurveys: string[], filters: UserQuestionFilter[]): StoredQuestionFilters {
  const kept = Object.fromEntries(Object.entries(stored).filter(([s]) => !shownSurveys.includes(s)));
  return { ...kept, ...storedFilters(filters) };
}

/** Refuses (403) a save that changes a survey's question filters where the caller's role lacks modifyUserFilters. */
export function requireFilterRight(ctx: Pick<AnalyticsContext, 'rightsInSurvey'>, before: StoredQuestionFilters, after: StoredQuestionFilters): void {
  const same = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([q, v]) => b[q] === v);
  for (const survey of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[survey], after[survey]) && !ctx.rightsInSurvey(survey).includes(MODIFY_USER_FILTERS)) {
      throw new Forbidden('missing_right', `Your role does not let you change users' question filters in survey "${survey}".`);
    }
  }
}
