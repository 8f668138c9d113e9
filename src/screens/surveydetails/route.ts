import { lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../../i18n/appMessages.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idParams } from '../../routing/params.ts';

/** The survey details screen, loaded with its route (RJSF and the editors never reach the first paint). */
export const LazySurveyDetailsScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./SurveyDetailsScreen.tsx')), 'SurveyDetailsScreen');

/** `/survey/{survey}/{surveyId}`: the survey in the path places the calls, the id names the survey administered. */
export const surveyDetailsParams = idParams<{ surveyExtName: string; surveyId: string }, 'surveyId'>('surveyId');

export function surveyDetailsLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; surveyId: number } }) {
  void import('../../api/surveyDetails.ts').then(({ metainterviewQuery, effectBlocksQuery, configBlocksQuery }) => {
    prefetch(context, metainterviewQuery(context.api, params.surveyExtName, params.surveyId));
    prefetch(context, configBlocksQuery(context.api, params.surveyExtName, params.surveyId));
    prefetch(context, effectBlocksQuery(context.api, params.surveyExtName, params.surveyId));
  });
}
