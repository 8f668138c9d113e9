import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { scriptQuery } from '../../api/scripts.ts';
import { useSession } from '../../auth/context.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ScriptEditor } from './ScriptEditor.tsx';

const surveyRoute = getRouteApi('/_signedIn/script/$surveyExtName/$surveyId/$scriptId');
const globalRoute = getRouteApi('/_signedIn/script/$surveyExtName/$scriptId');
const universeRoute = getRouteApi('/_signedIn/script/$surveyExtName');

/** One script read and edited; `scriptId` undefined is the universe script. */
function ScriptScreen({ surveyExtName, scriptId, surveyId }: { surveyExtName: string; scriptId?: number; surveyId?: number }) {
  const { api } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useQuery(scriptQuery(api, surveyExtName, scriptId));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  const script = query.data;
  // Spec 3 section 2: a survey script goes back to the survey details, a global or the universe script to the survey list.
  const onDone = () =>
    void (script.surveyId === null
      ? navigate({
          to: '/surveylist/$surveyExtName',
          params: { surveyExtName },
        })
      : navigate({
          href: `/survey/${encodeSegment(surveyExtName)}/${surveyId ?? script.surveyId}`,
        }));
  return <ScriptEditor key={`${surveyExtName}/${script.id}`} surveyExtName={surveyExtName} script={script} runSurveyId={script.surveyId ?? 0} onDone={onDone} />;
}

/** `/script/{survey}/{surveyId}/{scriptId}`: a survey's script. */
export function SurveyScriptScreen() {
  const { surveyExtName, surveyId, scriptId } = surveyRoute.useParams();
  return <ScriptScreen surveyExtName={surveyExtName} surveyId={surveyId} scriptId={scriptId} />;
}

/** `/script/{survey}/{scriptId}`: a global script. */
export function GlobalScriptScreen() {
  const { surveyExtName, scriptId } = globalRoute.useParams();
  return <ScriptScreen surveyExtName={surveyExtName} scriptId={scriptId} />;
}

/** `/script/{survey}`: the universe script. */
export function UniverseScriptScreen() {
  const { surveyExtName } = universeRoute.useParams();
  return <ScriptScreen surveyExtName={surveyExtName} />;
}
