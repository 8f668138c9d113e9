import { getRouteApi } from '@tanstack/react-router';
import { PageScreen } from './PageScreen.tsx';

const route = getRouteApi('/page/$pageId/$surveyExtName/$drillPath');

/** Reads the route's parameters; a new page or drill path gets a fresh screen. */
export function PageRouteScreen() {
  const { pageId, surveyExtName, drillPath } = route.useParams();
  const { view } = route.useSearch();
  return <PageScreen key={`${surveyExtName}/${pageId}`} pageId={pageId} surveyExtName={surveyExtName} drillPath={drillPath} view={view} />;
}
