import { lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../../i18n/appMessages.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idParams } from '../../routing/params.ts';

/**
 * The three script screens (spec 3 section 2), loaded with their routes: CodeMirror comes with this chunk and never
 * reaches the first paint. The loaders fetch the query factory with the call, as the role screens do (200 KB budget).
 */
export const LazySurveyScriptScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./ScriptScreen.tsx')), 'SurveyScriptScreen');
export const LazyGlobalScriptScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./ScriptScreen.tsx')), 'GlobalScriptScreen');
export const LazyUniverseScriptScreen = lazyRouteComponent(() => withMessages(['admin'], () => import('./ScriptScreen.tsx')), 'UniverseScriptScreen');

const surveyIdParams = idParams<{ surveyExtName: string; surveyId: string }, 'surveyId'>('surveyId');
const scriptIdParams = idParams<{ surveyExtName: string; scriptId: string }, 'scriptId'>('scriptId');

/** `/script/{survey}/{surveyId}/{scriptId}`: both ids whole numbers above zero. */
export const surveyScriptParams = {
  parse: (raw: { surveyExtName: string; surveyId: string; scriptId: string }) => ({
    ...surveyIdParams.parse(raw),
    scriptId: scriptIdParams.parse(raw).scriptId,
  }),
  stringify: (p: { surveyExtName: string; surveyId: number; scriptId: number }) => ({
    surveyExtName: p.surveyExtName,
    surveyId: String(p.surveyId),
    scriptId: String(p.scriptId),
  }),
};
/** `/script/{survey}/{scriptId}`. */
export const globalScriptParams = scriptIdParams;

export function scriptLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; scriptId?: number } }) {
  void import('../../api/scripts.ts').then(({ scriptQuery }) => prefetch(context, scriptQuery(context.api, params.surveyExtName, params.scriptId)));
}
