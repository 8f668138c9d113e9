import { lazyRouteComponent } from '@tanstack/react-router';
import { idOrNewParams } from '../../routing/params.ts';

/** The survey administration screen (its roles list) and the role screen, loaded with their routes: RJSF never reaches the first paint. */
export const LazySurveyAdminScreen = lazyRouteComponent(() => import('./SurveyAdminScreen.tsx'), 'SurveyAdminScreen');
export const LazyRoleScreen = lazyRouteComponent(() => import('./RoleScreen.tsx'), 'RoleRouteScreen');

/** `/role/{survey}/{roleId}`: roleId 0 is a new role. */
export const roleParams = idOrNewParams<{ surveyExtName: string; roleId: string }, 'roleId'>('roleId');

/** Where the role screens go back to (spec 3 section 2: saving or deleting a role goes to the survey list). */
export const surveyAdminHref = (surveyExtName: string) => `/surveylist/${encodeURIComponent(surveyExtName)}`;
