/**
 * The analytics part of a survey's configuration (server/demo/surveys/*.yaml, spec 1 section 3): questions,
 * variables, rankings, chart variables, drivers, result groups and filter sets, read once per request from
 * survey.config and checked for references that do not exist.
 */
import type { VariableDef } from '../../core/metrics/variables';
import { childComponents } from '../../engine/descriptor/slots.ts';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';

export type Localized = Record<string, string> | string;

export interface QuestionDef {
  title: Localized;
  scale?: [number, number];
  text?: boolean;
  /** Titles of a scale question's values (a choice line chart's legend); a value without one shows as the number. */
  choices?: { value: number; title: Localized }[];
  /** Offered as a user question filter (metadata `filterable`); unset: every question but free text. */
  filterable?: boolean;
}

/** Whether a question may be a user question filter (spec 3, Metadata: filterable). */
export const isFilterable = (q: Pick<QuestionDef, 'filterable' | 'text'>): boolean => q.filterable ?? !q.text;

export interface RankingDef {
  rankingVar: string;
  columns: string[];
  /** Columns whose leaf cells open a details dialog (GET vuejs/sample/celldetails). */
  detailsVariables?: string[];
}

export interface FilterDef {
  extName: string;
  title?: Localized;
  multipleSelections?: boolean;
  options?: { extName: string; title?: Localized }[];
}

/** Filter kinds beyond option lists: a numeric range (`from_to`) or a date interval (time filters). */
export type FilterConfig = FilterDef & { range?: boolean; dateInterval?: boolean };

export interface ComponentDef {
  type: string;
  id: string;
  config: Record<string, unknown>;
  components?: ComponentDef[];
}

export interface PageDef {
  extname: string;
  title: Localized;
  selectionInterval?: string;
  components: ComponentDef[];
}

export interface SurveyAnalytics {
  questions: Record<string, QuestionDef>;
  variables: Map<string, VariableDef>;
  rankings: Record<string, RankingDef>;
  chartVariables: Record<string, string[]>;
  drivers: { overall: string; questions: string[] } | null;
  results: {
    driverGroups: { title: Localized; questions: string[] }[];
    loyaltySatisfactionGroups: { title: Localized; variables: string[] }[];
    resultGroups: { title: Localized; questions: string[] }[];
  };
  standardFilters: Map<string, FilterDef>;
  timeFilters: FilterDef[];
  startFilter: string | null;
  pages: PageDef[];
  levels: Localized[];
  raw: Record<string, unknown>;
}

function filtersOf(set: unknown): FilterDef[] {
  const groups = (set as { filterGroups?: { filters?: FilterDef[] }[] } | undefined)?.filterGroups ?? [];
  return groups.flatMap((g) => g.filters ?? []);
}

/** A name-keyed record from the configuration without a prototype: a requested `constructor` or `__proto__` is simply absent. */
function byName<T>(value: unknown): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, value ?? {});
}

export function readSurveyAnalytics(config: Record<string, unknown>): SurveyAnalytics {
  const variables = new Map<string, VariableDef>();
  for (const v of (config.variables ?? []) as VariableDef[]) variables.set(v.extName, v);
  const results = (config.results ?? {}) as Partial<SurveyAnalytics['results']>;
  return {
    questions: byName<QuestionDef>(config.questions),
    variables,
    rankings: byName<RankingDef>(config.rankings),
    chartVariables: byName<string[]>(config.chartVariables),
    drivers: (config.drivers as SurveyAnalytics['drivers']) ?? null,
    results: { driverGroups: results.driverGroups ?? [], loyaltySatisfactionGroups: results.loyaltySatisfactionGroups ?? [], resultGroups: results.resultGroups ?? [] },
    standardFilters: new Map(filtersOf(config.standardFilterSet).map((f) => [f.extName, f])),
    timeFilters: filtersOf(config.timeFilterSet),
    startFilter: typeof config.startFilter === 'string' ? config.startFilter : null,
    pages: (config.pages ?? []) as PageDef[],
    levels: (config.levels ?? []) as Localized[],
    raw: config,
  };
}

/** A component with the containers around it, outermost first (a chart in a selection block takes the block's periods and item). */
export interface PlacedComponent {
  component: ComponentDef;
  around: ComponentDef[];
  /** The `roles` of each discriminator branch it sits in (empty: any role). */
  branchRoles: string[][];
}

const BRANCH = /^\/config\/branches\/(\d+)\//;

/**
 * A component anywhere on the survey's pages, at any depth of every container slot the schemas declare (menu-block
 * tabs, discriminator branches, a selection block's components, an action overview's fallback) and the envelope's
 * own `components`: the same walk the engine makes (engine/descriptor/slots.ts).
 */
export function placeComponent(sa: SurveyAnalytics, id: string): PlacedComponent | null {
  const walk = (list: ComponentDef[], around: ComponentDef[], branchRoles: string[][]): PlacedComponent | null => {
    for (const c of list) {
      if (c?.id === id) return { component: c, around, branchRoles };
      for (const child of childComponents(c as unknown as ComponentDescriptor)) {
        const branch = c.type === 'discriminator' ? BRANCH.exec(child.path) : null;
        const roles = branch ? ((c.config.branches as { roles?: string[] }[] | undefined)?.[Number(branch[1])]?.roles ?? []) : null;
        const found = walk([child.component as unknown as ComponentDef], [...around, c], roles ? [...branchRoles, roles] : branchRoles);
        if (found) return found;
      }
    }
    return null;
  };
  for (const p of sa.pages) {
    const found = walk(p.components ?? [], [], []);
    if (found) return found;
  }
  return null;
}

/** A component anywhere on the survey's pages (see placeComponent). */
export function findComponent(sa: SurveyAnalytics, id: string): ComponentDef | null {
  return placeComponent(sa, id)?.component ?? null;
}
