import { lazyRouteComponent } from '@tanstack/react-router';

/** The sample list, loaded on first visit with its table and dialogs. */
export const LazySampleListScreen = lazyRouteComponent(() => import('./SampleListScreen.tsx'), 'SampleListScreen');
