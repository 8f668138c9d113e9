/**
 * The survey's `interviewPage` configuration (schemas/entities/surveyConfiguration.schema.json) with its defaults
 * filled in from the survey's questions, so the page works for a survey that configures nothing.
 */
import type { Localized, SurveyAnalytics } from '../analytics/survey-config';
import { HEADER_ANSWERS_MAX } from '../../core/interview';

export interface VariableRef {
  extname: string;
  title?: Localized;
}

export interface InterviewPageConfig {
  headerVariable: string;
  headerVariableTitle: Localized | undefined;
  ratingQuestion: string | null;
  headerVariables: VariableRef[];
  backgroundGroups: { extname: string; title?: Localized; variables: VariableRef[] }[];
  highlights: ('loyalty' | 'alert' | 'score')[];
  openQuestions: string[];
  starredQuestions: string[];
  resultGroups: { title: Localized; questions: string[] }[];
  tableGroups: { extname: 'alerts' | 'invitations'; title?: Localized }[];
  recordGroups: { extname: 'answers' | 'background'; title?: Localized }[];
  relatedBy: 'unit' | 'contact';
  enableSharing: boolean;
}

type Raw = Partial<Omit<InterviewPageConfig, 'headerVariables' | 'backgroundGroups'>> & {
  headerVariables?: (string | VariableRef)[];
  backgroundGroups?: { extname: string; title?: Localized; variables: (string | VariableRef)[] }[];
};

const ref = (v: string | VariableRef): VariableRef => (typeof v === 'string' ? { extname: v } : v);

export function interviewPageConfig(sa: SurveyAnalytics): InterviewPageConfig {
  const raw = (sa.raw.interviewPage ?? {}) as Raw;
  const questions = Object.entries(sa.questions);
  const scaled = questions.filter(([, q]) => q.scale).map(([k]) => k);
  const rating = raw.ratingQuestion ?? sa.drivers?.overall ?? (sa.questions.nps ? 'nps' : (scaled[0] ?? null));
  const backgroundKeys = [...sa.standardFilters.keys()].filter((k) => k !== 'lsegs');
  const headerVariables = (raw.headerVariables?.map(ref) ?? [{ extname: 'respondedAt' }, ...backgroundKeys.map((extname) => ({ extname }))]).slice(0, HEADER_ANSWERS_MAX);
  return {
    headerVariable: raw.headerVariable ?? 'unit',
    headerVariableTitle: raw.headerVariableTitle,
    ratingQuestion: rating,
    headerVariables,
    backgroundGroups: raw.backgroundGroups?.map((g) => ({ ...g, variables: g.variables.map(ref) })) ?? [
      { extname: 'background', variables: [{ extname: 'unit' }, { extname: 'respondedAt' }, ...backgroundKeys.map((extname) => ({ extname }))] },
    ],
    highlights: raw.highlights ?? ['loyalty', 'alert'],
    openQuestions: raw.openQuestions ?? questions.filter(([, q]) => q.text).map(([k]) => k),
    starredQuestions: raw.starredQuestions ?? (rating ? [rating] : []),
    resultGroups: raw.resultGroups ?? (sa.results.resultGroups.length ? sa.results.resultGroups : sa.results.driverGroups),
    tableGroups: raw.tableGroups ?? [{ extname: 'alerts' }],
    recordGroups: raw.recordGroups ?? [{ extname: 'answers' }],
    relatedBy: raw.relatedBy ?? 'unit',
    enableSharing: raw.enableSharing ?? false,
  };
}
