/**
 * The metadata editor (spec 3 section 3, Metadata; vuejs/metadata/*): the survey's question groups, questions and
 * choices. They are the `questions` and `questionGroups` of the survey configuration, edited in its YAML (comments
 * and the rest of the document kept) and saved only when the whole configuration is still valid, so the analytics,
 * the filters and the uploader offer a changed question at once.
 */
import { parseDocument, stringify } from 'yaml';
import { LOCALES } from '../../core/locales';
import { Invalid, NotFound } from '../errors';
import { parseConfiguration } from '../pages/configuration';
import { ConfigurationRejected } from '../pages/service';
import type { AnalyticsContext } from '../survey/context';
import { isFilterable, type Localized } from '../analytics/survey-config';
import type { LocalizedText } from '../../schemas/api/localized-text.gen';
import type { Metadata } from '../../schemas/api/metadata.gen';
import type { MetaQuestion } from '../../schemas/api/meta-question.gen';
import type { MetaQuestionGroup as QuestionGroup } from '../../schemas/api/meta-question-group.gen';
import type { MetadataChoiceSave } from '../../schemas/api/metadata-choice-save.gen';

/** Where a question that no group lists shows. */
export const UNGROUPED = 'questions';

interface StoredQuestion {
  title: Localized;
  scale?: [number, number];
  text?: boolean;
  choices?: { value: number; title: Localized; features?: string[] }[];
  foreignName?: string;
  features?: string[];
  filterable?: boolean;
  weighted?: boolean;
  anonymizable?: boolean;
  diffmode?: boolean;
  question?: Localized;
  format?: Localized;
}

interface StoredGroup {
  extName: string;
  type?: string;
  features?: string[];
  sorder?: number;
  name?: Localized;
  format?: Localized;
  questions?: string[];
}

/** A configuration text as the editor shows it: a plain string is the text in every locale. */
function toText(key: string, value: Localized | undefined): LocalizedText {
  if (value === undefined) return { key, localeTextList: [] };
  if (typeof value === 'string')
    return {
      key,
      localeTextList: LOCALES.map((locale) => ({ locale, text: value })),
    };
  return {
    key,
    localeTextList: LOCALES.filter((l) => typeof value[l] === 'string').map((locale) => ({ locale, text: value[locale]! })),
  };
}

function fromText(text: LocalizedText): Record<string, string> {
  return Object.fromEntries(text.localeTextList.filter((t) => t.text.trim() !== '').map((t) => [t.locale, t.text.trim()]));
}

function toQuestion(variable: string, q: StoredQuestion, group: string): MetaQuestion {
  return {
    id: variable,
    type: q.text ? 'text' : 'scale',
    variable,
    foreignName: q.foreignName ?? '',
    features: q.features ?? [],
    filterable: isFilterable(q),
    weighted: q.weighted ?? false,
    anonymizable: q.anonymizable ?? Boolean(q.text),
    diffmode: q.diffmode ?? false,
    ...(q.scale ? { scale: q.scale } : {}),
    title: toText(variable, q.title),
    question: toText(variable, q.question),
    format: toText(variable, q.format),
    choices: (q.choices ?? []).map((c) => ({
      extname: String(c.value),
      features: c.features ?? [],
      title: toText(String(c.value), c.title),
    })),
    groupExtName: group,
  };
}

function storedOf(config: Record<string, unknown>) {
  const questions = Object.assign(Object.create(null) as Record<string, StoredQuestion>, config.questions ?? {});
  const groups = ((config.questionGroups ?? []) as StoredGroup[]).map((g) => ({
    ...g,
    questions: g.questions ?? [],
  }));
  return { questions, groups };
}

export function metadataOf(config: Record<string, unknown>): Metadata {
  const { questions, groups } = storedOf(config);
  const grouped = new Set(groups.flatMap((g) => g.questions));
  const group = (g: StoredGroup, variables: string[]): QuestionGroup => ({
    type: g.type ?? '',
    extName: g.extName,
    features: g.features ?? [],
    sorder: g.sorder ?? 0,
    name: toText(g.extName, g.name ?? g.extName),
    format: toText(g.extName, g.format),
    questions: variables.filter((v) => questions[v]).map((v) => toQuestion(v, questions[v]!, g.extName)),
  });
  const listed = [...groups].sort((a, b) => (a.sorder ?? 0) - (b.sorder ?? 0)).map((g) => group(g, g.questions));
  const rest = Object.keys(questions).filter((v) => !grouped.has(v));
  if (rest.length && !groups.some((g) => g.extName === UNGROUPED)) listed.push(group({ extName: UNGROUPED, sorder: 0 }, rest));
  return { questionGroups: listed };
}

/** The configuration; locked for a change, so two saves never write over each other. */
async function configOf(ctx: AnalyticsContext, lock: boolean) {
  const { rows } = await ctx.client.query<{
    config: Record<string, unknown>;
    configYaml: string | null;
  }>(`select config, config_yaml as "configYaml" from survey where id = $1${lock ? ' for update' : ''}`, [ctx.survey.id]);
  return rows[0]!;
}

/** Changes the configuration's questions and groups in its YAML and saves it when the whole is still valid. */
async function edit(ctx: AnalyticsContext, change: (stored: ReturnType<typeof storedOf>) => void): Promise<Metadata> {
  const survey = await configOf(ctx, true);
  const before = storedOf(survey.config);
  const stored = structuredClone({
    questions: { ...before.questions },
    groups: before.groups,
  });
  change(stored);
  // Only what changed is written into the document, so the comments and layout around it stay as their author left them.
  const doc = parseDocument(survey.configYaml ?? stringify(survey.config));
  for (const [variable, q] of Object.entries(stored.questions)) {
    if (JSON.stringify(q) !== JSON.stringify(before.questions[variable])) doc.setIn(['questions', variable], doc.createNode(q));
  }
  if (JSON.stringify(stored.groups) !== JSON.stringify(before.groups)) doc.set('questionGroups', doc.createNode(stored.groups));
  const text = doc.toString();
  const parsed = parseConfiguration(text);
  if (!parsed.ok) throw new ConfigurationRejected(parsed.issues, parsed.warnings);
  await ctx.client.query(`update survey set config = $2, config_yaml = $3 where id = $1`, [ctx.survey.id, JSON.stringify(parsed.configuration), text]);
  return metadataOf(parsed.configuration as unknown as Record<string, unknown>);
}

export async function getMetadata(ctx: AnalyticsContext): Promise<Metadata> {
  return metadataOf((await configOf(ctx, false)).config);
}

export function saveQuestionGroup(ctx: AnalyticsContext, group: QuestionGroup): Promise<Metadata> {
  return edit(ctx, ({ groups }) => {
    const saved: StoredGroup = {
      extName: group.extName,
      type: group.type,
      features: group.features,
      sorder: group.sorder,
      name: fromText(group.name),
      format: fromText(group.format),
    };
    const at = groups.findIndex((g) => g.extName === group.extName);
    if (at < 0) groups.push({ ...saved, questions: [] });
    else groups[at] = { ...saved, questions: groups[at]!.questions };
  });
}

export function saveQuestion(ctx: AnalyticsContext, question: MetaQuestion): Promise<Metadata> {
  if (question.type === 'scale' && !question.scale)
    throw new Invalid('scale_required', `The scale question "${question.variable}" needs its scale (lowest and highest value).`);
  const [low = 0, high = 0] = question.scale ?? [];
  if (question.scale && low >= high) throw new Invalid('bad_scale', `A scale runs from a lower to a higher value, not ${low} to ${high}.`);
  const title = fromText(question.title);
  if (Object.keys(title).length === 0) throw new Invalid('title_required', `The question "${question.variable}" needs a title in at least one locale.`);
  return edit(ctx, ({ questions, groups }) => {
    const group = groups.find((g) => g.extName === question.groupExtName);
    if (!group && question.groupExtName !== UNGROUPED) throw new Invalid('unknown_group', `There is no question group "${question.groupExtName}".`);
    const before = questions[question.variable];
    const saved: StoredQuestion = {
      title,
      ...(question.type === 'text' ? { text: true } : { scale: [low, high] as [number, number] }),
      ...(before?.choices && question.type === 'scale' ? { choices: before.choices } : {}),
      foreignName: question.foreignName,
      features: question.features,
      filterable: question.filterable,
      weighted: question.weighted,
      anonymizable: question.anonymizable,
      diffmode: question.diffmode,
      question: fromText(question.question),
      format: fromText(question.format),
    };
    questions[question.variable] = saved;
    for (const g of groups) g.questions = g.questions!.filter((v) => v !== question.variable);
    group?.questions!.push(question.variable);
  });
}

export function saveChoice(ctx: AnalyticsContext, { questionVariable, choice }: MetadataChoiceSave): Promise<Metadata> {
  return edit(ctx, ({ questions }) => {
    const q = questions[questionVariable];
    if (!q) throw new NotFound('unknown_question', `The survey "${ctx.survey.extName}" has no question "${questionVariable}".`);
    if (!q.scale) throw new Invalid('no_choices', `The text question "${questionVariable}" has no choices.`);
    const value = Number(choice.extname);
    if (value < q.scale[0] || value > q.scale[1])
      throw new Invalid('choice_outside_scale', `The choice ${value} lies outside the scale ${q.scale[0]}–${q.scale[1]} of "${questionVariable}".`);
    const saved = {
      value,
      title: fromText(choice.title),
      features: choice.features,
    };
    const choices = (q.choices ?? []).filter((c) => c.value !== value);
    q.choices = [...choices, saved].sort((a, b) => a.value - b.value);
  });
}
