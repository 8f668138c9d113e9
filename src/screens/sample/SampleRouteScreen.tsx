import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import { SampleScreen } from './SampleScreen.tsx';

const route = getRouteApi('/sample/$surveyExtName/$fromPage/$sampleId');

/** `/sample/{surveyExtName}/{fromPage}/{sampleId}`: a new sample gets a fresh screen (and machine). */
export function SampleRouteScreen() {
  const { surveyExtName, fromPage, sampleId } = route.useParams();
  const id = Number(sampleId);
  if (!Number.isSafeInteger(id) || id < 1) {
    return (
      <Alert severity="warning" role="alert">
        <FormattedMessage id="sample.badId" values={{ id: sampleId }} />
      </Alert>
    );
  }
  return <SampleScreen key={`${surveyExtName}/${id}`} surveyExtName={surveyExtName} fromPage={fromPage} sampleId={id} />;
}
