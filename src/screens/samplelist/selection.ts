import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';

/** The drill path filter token carrying selected sample ids (server/samples/selection.ts). */
export const ID_TOKEN = 'sid';
/** The codec's limit of values in one token. */
const MAX_IDS_IN_PATH = 200;

export function toggled(current: ReadonlySet<number>, ids: number[], on: boolean): Set<number> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The drill path handed to campaign creation: the list's own, narrowed to the selected customers when there are
 * some (and few enough for a path); with none selected the campaign is for the whole selection.
 */
export function campaignDrillPath(route: DrillRoute, selected: ReadonlySet<number>): string {
  if (selected.size === 0 || selected.size > MAX_IDS_IN_PATH) return formatRoute(route);
  const filters = route.filters.filter((f) => f.name !== ID_TOKEN);
  filters.push({ name: ID_TOKEN, values: [...selected].sort((a, b) => a - b).map((id) => ({ value: String(id), exclude: false, contains: false })) });
  return formatRoute({ path: route.path, filters });
}
