import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { metadataQuery, metainterviewQuery } from '../../api/surveyDetails.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ScriptsTable } from '../scripts/ScriptsTable.tsx';
import { ConfigBlocks } from './ConfigBlocks.tsx';
import { EffectBlocks } from './EffectBlocks.tsx';
import { MetaProperties } from './MetaProperties.tsx';
import { MetadataEditor } from './MetadataEditor.tsx';
import { MetainterviewEditor } from './MetainterviewEditor.tsx';
import { TasksPanel } from './TasksPanel.tsx';
import { taskFilterOf } from './taskSearch.ts';

const route = getRouteApi('/_signedIn/survey/$surveyExtName/$surveyId');

/**
 * `/survey/{survey}/{surveyId}` (spec 3 section 2, Survey administration): the metainterview editor, the metadata
 * editor, the config blocks and meta properties, the survey's scripts, the tasks and the effect blocks of the survey
 * with this id. The task filters live in the address.
 */
export function SurveyDetailsScreen() {
  const { surveyExtName, surveyId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { api } = useSession();
  const intl = useIntl();
  const meta = useQuery(metainterviewQuery(api, surveyExtName, surveyId));
  const administered = meta.data?.extName;
  const metadata = useQuery({
    ...metadataQuery(api, administered ?? ''),
    enabled: Boolean(administered),
  });
  const questions = metadata.data?.questionGroups.flatMap((g) => g.questions) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="survey-details-title" sx={{ p: 3, maxWidth: 1200 }}>
      <Stack spacing={3}>
        <Link to="/surveylist/$surveyExtName" params={{ surveyExtName }}>
          <FormattedMessage id="surveyAdmin.details.back" />
        </Link>
        <Typography variant="h5" component="h1" id="survey-details-title">
          {administered ? <FormattedMessage id="surveyAdmin.details.title" values={{ name: administered }} /> : <FormattedMessage id="placeholder.survey" />}
        </Typography>
        {meta.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        {meta.isError && <Alert severity="error">{errorMessage(meta.error, intl)}</Alert>}
        {meta.data && (
          <>
            <MetainterviewEditor key={`${surveyExtName}/${surveyId}`} surveyExtName={surveyExtName} surveyId={surveyId} metainterview={meta.data} />
            <Divider />
            <MetadataEditor key={meta.data.extName} extName={meta.data.extName} />
            <Divider />
            <ConfigBlocks key={`blocks-${surveyId}`} surveyExtName={surveyExtName} surveyId={surveyId} extName={meta.data.extName} />
            <MetaProperties key={`properties-${surveyId}`} surveyExtName={surveyExtName} surveyId={surveyId} />
            <Divider />
            <ScriptsTable surveyExtName={surveyExtName} surveyId={surveyId} />
            <Divider />
            <TasksPanel
              surveyExtName={surveyExtName}
              surveyId={surveyId}
              filter={taskFilterOf(search)}
              onFilter={(f) =>
                void navigate({
                  search: {
                    ...(f.state ? { taskState: f.state } : {}),
                    ...(f.type ? { taskType: f.type } : {}),
                  },
                  replace: true,
                })
              }
            />
            <Divider />
            <EffectBlocks key={`effects-${surveyId}`} surveyExtName={surveyExtName} surveyId={surveyId} questions={questions} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
