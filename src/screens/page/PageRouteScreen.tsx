import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { ComponentStateStore } from '../../../engine/index.tsx';
import { PageScreen } from './PageScreen.tsx';
import { formatUiState, parseUiState } from './uiState.ts';

const route = getRouteApi('/_signedIn/page/$pageId/$surveyExtName/$drillPath');

/** Reads the route's parameters; a new page or drill path gets a fresh screen. Component choices live in `?ui=`. */
export function PageRouteScreen() {
  const { pageId, surveyExtName, drillPath: drill } = route.useParams();
  const { view, ui, campaignId } = route.useSearch();
  const campaign = Number(campaignId);
  const navigate = route.useNavigate();
  const componentState = useMemo<ComponentStateStore>(() => {
    const current = parseUiState(ui);
    return {
      get: (id) => current[id],
      set: (id, value) => {
        const next = { ...current };
        if (value === undefined) delete next[id];
        else next[id] = value;
        void navigate({ search: (prev) => ({ ...prev, ui: formatUiState(next) }), replace: true });
      },
    };
  }, [ui, navigate]);
  return <PageScreen key={`${surveyExtName}/${pageId}`} pageId={pageId} surveyExtName={surveyExtName} drill={drill} view={view} campaignId={Number.isInteger(campaign) && campaign > 0 ? campaign : undefined} componentState={componentState} />;
}
