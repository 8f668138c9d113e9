import { lazyRouteComponent } from '@tanstack/react-router';
import { idOrNewParams } from '../../routing/params.ts';

/**
 * The survey administration screen (its roles list) and the role screen, loaded with their routes: RJSF never reaches
 * the first paint. No loaders: the screens start their query as they mount, since the first paint's 200 KB budget has
 * no room left for the query factories in the router's chunk.
 */
export const LazySurveyAdminScreen = lazyRouteComponent(() => import('./SurveyAdminScreen.tsx'), 'SurveyAdminScreen');
export const LazyRoleScreen = lazyRouteComponent(() => import('./RoleScreen.tsx'), 'RoleRouteScreen');

/** `/role/{survey}/{roleId}`: roleId 0 is a new role. */
export const roleParams = idOrNewParams<{ surveyExtName: string; roleId: string }, 'roleId'>('roleId');
