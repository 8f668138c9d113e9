import { lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../../i18n/appMessages.ts';

/** The public big screen (spec 3 section 2, `/bigscreen/{apiKeyToken}`), in its own chunk with its words. */
export const LazyBigScreen = lazyRouteComponent(() => withMessages(['bigscreen'], () => import('./BigScreen.tsx')), 'BigScreenRouteScreen');
