/**
 * Variables over counted answers: which questions a set of variables needs, their values (core/metrics) and
 * their goals (nearest goal on the unit's path, else the variable's default).
 */
import { Invalid } from '../errors';
import { EMPTY_COUNTS, valueOf, type Counts, type VariableDef } from '../../core/metrics/variables';
import { INTERVIEWS } from './counts';
import { SAMPLES_COMPLETED, SAMPLES_CONTACTED } from './rollup';
import type { AnalyticsContext } from '../survey/context';

export function variablesOf(ctx: AnalyticsContext, names: string[]): VariableDef[] {
  return names.map((n) => {
    const v = ctx.sa.variables.get(n);
    if (!v) throw new Invalid('unknown_variable', `Survey "${ctx.survey.extName}" has no variable "${n}".`);
    return v;
  });
}

export function questionsOf(vars: VariableDef[]): string[] {
  const qs = new Set<string>();
  for (const v of vars) {
    if (v.kind === 'count') qs.add(INTERVIEWS);
    else if (v.kind === 'responseRate') {
      qs.add(SAMPLES_CONTACTED);
      qs.add(SAMPLES_COMPLETED);
    } else if (v.question) qs.add(v.question);
  }
  return [...qs];
}

/** A variable's value from the counts of one group and bucket. */
export function evaluate(v: VariableDef, byQuestion: Map<string, Counts> | undefined): number | null {
  if (v.kind === 'responseRate') {
    const contacted = byQuestion?.get(SAMPLES_CONTACTED)?.n ?? 0;
    return valueOf(v, { ...EMPTY_COUNTS, n: byQuestion?.get(SAMPLES_COMPLETED)?.n ?? 0 }, contacted);
  }
  const c = byQuestion?.get(v.kind === 'count' ? INTERVIEWS : (v.question ?? '')) ?? EMPTY_COUNTS;
  return valueOf(v, c);
}

/** How many answers a variable's value rests on (the n beside it): interviews for a count, contacted samples for a response rate. */
export function answersBehind(v: VariableDef, byQuestion: Map<string, Counts> | undefined): number {
  if (v.kind === 'responseRate') return byQuestion?.get(SAMPLES_CONTACTED)?.n ?? 0;
  return byQuestion?.get(v.kind === 'count' ? INTERVIEWS : (v.question ?? ''))?.n ?? 0;
}

export interface Goals {
  goalFor(v: VariableDef, path: string): number | null;
}

export async function loadGoals(ctx: AnalyticsContext): Promise<Goals> {
  const { rows } = await ctx.client.query<{ variable: string; value: number; path: string }>(
    `select g.variable, g.value::float8 as value, u.path from goal g join unit u on u.id = g.unit_id where g.survey_id = $1`,
    [ctx.survey.id],
  );
  const byVariable = new Map<string, { path: string; value: number }[]>();
  for (const r of rows) {
    const list = byVariable.get(r.variable) ?? [];
    list.push({ path: r.path, value: Number(r.value) });
    byVariable.set(r.variable, list);
  }
  return {
    goalFor(v, path) {
      let best: { path: string; value: number } | null = null;
      for (const g of byVariable.get(v.extName) ?? []) {
        if ((path === g.path || path.startsWith(`${g.path},`)) && (!best || g.path.length > best.path.length)) best = g;
      }
      return best ? best.value : (v.goal ?? null);
    },
  };
}
