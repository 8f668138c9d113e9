import { getRouteApi } from '@tanstack/react-router';
import { SampleScreen } from './SampleScreen.tsx';

const route = getRouteApi('/_signedIn/sample/$surveyExtName/$fromPage/$sampleId');

/** `/sample/{surveyExtName}/{fromPage}/{sampleId}` (the id parsed at the route): a new sample gets a fresh screen (and machine). */
export function SampleRouteScreen() {
  const { surveyExtName, fromPage, sampleId } = route.useParams();
  return <SampleScreen key={`${surveyExtName}/${sampleId}`} surveyExtName={surveyExtName} fromPage={fromPage} sampleId={sampleId} />;
}
