import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../auth/context.ts';
import { screenHref } from '../../routing/listScreens.ts';
import { defaultPagePath, drillParam, findSurvey } from '../../session/navigation.ts';
import { useNavigationState } from '../../session/store.tsx';

/** Where a template screen goes on Cancel and after Delete (spec 3 section 1): the fromPage page, else the default page. */
export function useTemplateBack(surveyExtName: string, fromPage: string | undefined): () => void {
  const navigate = useNavigate();
  const { identity } = useSession();
  const { nav } = useNavigationState();
  return () => void navigate({ href: fromPage ? screenHref(fromPage, surveyExtName, drillParam(nav)) : defaultPagePath(findSurvey(identity, surveyExtName)) });
}
