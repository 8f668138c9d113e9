import { lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../../i18n/appMessages.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idOrNewParams } from '../../routing/params.ts';

/**
 * The user administration screens (spec 3 section 2: /userlist, /userdetails, /usereditor), loaded with their routes
 * and their words; RJSF comes with them, never in the first paint. The loaders fetch the query factories with the
 * call, as the role screens do, so the router chunk stays inside the 200 KB budget.
 */
export const LazyUserListScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./UserListScreen.tsx')), 'UserListScreen');
export const LazyUserDetailsScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./UserDetailsScreen.tsx')), 'UserDetailsRouteScreen');
export const LazyUserEditorScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./UserEditorScreen.tsx')), 'UserEditorRouteScreen');

/** `/userdetails/{survey}/{userId}` and `/usereditor/{survey}/{userId}`: userId 0 is a new user. */
export const userParams = idOrNewParams<{ surveyExtName: string; userId: string }, 'userId'>('userId');

export function userDetailsLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; userId: number } }) {
  void import('../../api/users.ts').then(({ userDetailsQuery }) => prefetch(context, userDetailsQuery(context.api, params.surveyExtName, params.userId)));
}

export function userEditorLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; userId: number } }) {
  void import('../../api/users.ts').then(({ userEditorQuery }) => prefetch(context, userEditorQuery(context.api, params.surveyExtName, params.userId)));
}
