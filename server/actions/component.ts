/**
 * The component an action plan or manager call names (spec 2 section 7, `{id}`): one of the survey's components that
 * the caller may reach (componentFor: 404 otherwise), of a type that reads that call (400 otherwise), and, when it is
 * root-only, asked for by root (403 otherwise: the page never shows it to anyone else).
 */
import { readerComponent } from '../analytics/component-lookup';
import type { AnalyticsContext } from '../survey/context';

/** Which component types read which call: the overview reads the manager's answer. */
export const ACTION_CALL_READERS = {
  actionplan: ['actionPlan'],
  actionmanager: ['actionManager', 'actionOverview'],
} as const;

export function checkActionComponent(ctx: AnalyticsContext, id: string, call: keyof typeof ACTION_CALL_READERS): void {
  readerComponent(ctx, id, ACTION_CALL_READERS[call], 'not_an_action_component', 'an action component');
}
