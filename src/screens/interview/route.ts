import { lazyRouteComponent } from '@tanstack/react-router';
import { interviewQuery } from '../../api/interviews.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idParams } from '../../routing/params.ts';
import { withMessages } from '../../i18n/appMessages.ts';

/** The interview page, loaded with its route. */
export const LazyInterviewScreen = lazyRouteComponent(() => withMessages(['frame', 'interview', 'widgets'], () => import('./InterviewScreen.tsx')), 'InterviewScreen');

export const interviewParams = idParams<{ surveyExtName: string; interviewId: string }, 'interviewId'>('interviewId');

export function interviewLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; interviewId: number } }) {
  prefetch(context, interviewQuery(context.api, params.surveyExtName, params.interviewId));
}
