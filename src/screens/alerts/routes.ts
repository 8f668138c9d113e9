import { lazyRouteComponent } from '@tanstack/react-router';

/** The alert screens, loaded with their routes (DESIGN.md: the first paint carries only the shell). */
export const LazyAlertListScreen = lazyRouteComponent(() => import('./AlertListScreen.tsx'), 'AlertListScreen');
export const LazyAlertScreen = lazyRouteComponent(() => import('./AlertScreen.tsx'), 'AlertRouteScreen');
export { validateAlertListSearch } from './search.ts';
