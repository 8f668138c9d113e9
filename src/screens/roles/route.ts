import { lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../../i18n/appMessages.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idOrNewParams } from '../../routing/params.ts';

/**
 * The survey administration screen (its roles list) and the role screen, loaded with their routes: RJSF never reaches
 * the first paint. The loaders fetch the query factories with the call rather than keep them in the router's chunk:
 * the first paint's 200 KB budget is nearly full.
 */
export const LazySurveyAdminScreen = lazyRouteComponent(() => withMessages(['frame', 'admin'], () => import('./SurveyAdminScreen.tsx')), 'SurveyAdminScreen');
export const LazyRoleScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./RoleScreen.tsx')), 'RoleRouteScreen');

/** `/role/{survey}/{roleId}`: roleId 0 is a new role. */
export const roleParams = idOrNewParams<{ surveyExtName: string; roleId: string }, 'roleId'>('roleId');

export function surveyAdminLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string } }) {
  void import('../../api/roles.ts').then(({ roleListQuery }) => prefetch(context, roleListQuery(context.api, params.surveyExtName)));
  void import('../../api/surveyAdmin.ts').then(({ surveyListQuery, universeDataQuery }) => {
    prefetch(context, surveyListQuery(context.api, params.surveyExtName));
    prefetch(context, universeDataQuery(context.api, params.surveyExtName));
  });
}

export function roleLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; roleId: number } }) {
  void import('../../api/roles.ts').then(({ roleQuery }) => prefetch(context, roleQuery(context.api, params.surveyExtName, params.roleId)));
}
