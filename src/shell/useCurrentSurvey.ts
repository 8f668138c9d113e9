import { useParams } from '@tanstack/react-router';
import type { Identity, SurveySummary } from '../auth/types.ts';
import { findSurvey } from '../session/navigation.ts';
import { useNavigationState } from '../session/store.tsx';

/** The survey on screen: the route's survey parameter when it has one, else the session's survey. */
export function useCurrentSurvey(identity: Identity): SurveySummary | null {
  const params = useParams({ strict: false }) as { surveyExtName?: string };
  const { nav } = useNavigationState();
  return findSurvey(identity, params.surveyExtName) ?? findSurvey(identity, nav.survey);
}
