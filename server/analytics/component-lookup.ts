/**
 * The component a data call names, as the caller may reach it: one in a discriminator branch whose roles leave the
 * caller's role out is unknown to them (the page they receive never shows it, server/pages/discriminators.ts).
 * Views are not known to a data call, so only roles count here; root reaches every component.
 */
import { NotFound } from '../errors';
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
