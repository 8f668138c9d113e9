import { lazyRouteComponent } from '@tanstack/react-router';
import type { DrillRoute } from '../../../core/drillpath/tokens.ts';
import { ALERT_PAGE_SIZE, alertDetailsQuery, alertListQuery } from '../../api/alerts.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idParams } from '../../routing/params.ts';
import type { AlertListSearch } from './search.ts';
import { withMessages } from '../../i18n/appMessages.ts';

/** The alert screens, loaded with their routes (DESIGN.md: the first paint carries only the shell). */
export const LazyAlertListScreen = lazyRouteComponent(() => withMessages(['frame', 'alerts'], () => import('./AlertListScreen.tsx')), 'AlertListScreen');
export const LazyAlertScreen = lazyRouteComponent(() => withMessages(['alerts'], () => import('./AlertScreen.tsx')), 'AlertRouteScreen');
export { validateAlertListSearch } from './search.ts';

export const alertParams = idParams<{ surveyExtName: string; alertId: string }, 'alertId'>('alertId');

/** The list page the address asks for, at the first page size (the configured one arrives with the answer). */
export function alertListLoader({ context, params, deps }: { context: LoaderContext; params: { surveyExtName: string; drillPath: DrillRoute }; deps: AlertListSearch }) {
  prefetch(context, alertListQuery(context.api, params.surveyExtName, params.drillPath, { page: deps.page, rowsPerPage: ALERT_PAGE_SIZE, sortBy: deps.sortBy, sortDesc: deps.sortDesc, state: deps.state }));
}

export function alertLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; alertId: number } }) {
  prefetch(context, alertDetailsQuery(context.api, params.surveyExtName, params.alertId));
}
