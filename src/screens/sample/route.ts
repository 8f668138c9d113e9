import { lazyRouteComponent } from '@tanstack/react-router';
import { sampleDetailsQuery } from '../../api/samples.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idParams } from '../../routing/params.ts';
import { withMessages } from '../../i18n/appMessages.ts';

/** The sample screen, loaded with its route. */
export const LazySampleScreen = lazyRouteComponent(() => withMessages(['samples'], () => import('./SampleRouteScreen.tsx')), 'SampleRouteScreen');

export const sampleParams = idParams<{ surveyExtName: string; fromPage: string; sampleId: string }, 'sampleId'>('sampleId');

export function sampleLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; sampleId: number } }) {
  prefetch(context, sampleDetailsQuery(context.api, params.surveyExtName, params.sampleId));
}
