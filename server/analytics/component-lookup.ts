/**
 * The component a data call names, as the caller may reach it: one in a discriminator branch whose roles leave the
 * caller's role out is unknown to them (the page they receive never shows it, server/pages/discriminators.ts).
 * Views are not known to a data call, so only roles count here; root reaches every component.
 */
import { Forbidden, Invalid, NotFound } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import { placeComponent, type PlacedComponent } from './survey-config';

export function componentFor(ctx: AnalyticsContext, id: string): PlacedComponent {
  const placed = placeComponent(ctx.sa, id);
  const admitted = (roles: string[]) => roles.length === 0 || (ctx.role !== null && roles.includes(ctx.role));
  if (!placed || (!ctx.isRoot && !placed.branchRoles.every(admitted))) {
    throw new NotFound('unknown_component', `Survey "${ctx.survey.extName}" has no component "${id}".`);
  }
  return placed;
}

/**
 * The component a typed data call reads: `componentFor`'s, of one of `types` (400 `code` otherwise, naming `what`
 * it should be) and, when it is root-only, asked for by root (403: the page never shows it to anyone else).
 */
export function readerComponent(ctx: AnalyticsContext, id: string, types: readonly string[], code: string, what: string): PlacedComponent['component'] {
  const { component } = componentFor(ctx, id);
  if (!types.includes(component.type)) throw new Invalid(code, `Component "${component.id}" is a ${component.type}, not ${what}.`);
  if ((component.config as { rootOnly?: unknown } | undefined)?.rootOnly === true && !ctx.isRoot) {
    throw new Forbidden('root_only', 'This component is shown to root users only.');
  }
  return component;
}
