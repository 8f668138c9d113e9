import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { roleListQuery } from '../../api/roles.ts';
import { surveyListQuery } from '../../api/surveyAdmin.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ScriptsTable } from '../scripts/ScriptsTable.tsx';
import { ApiKeyTable } from '../surveyadmin/ApiKeyTable.tsx';
import { SurveysTable } from '../surveyadmin/SurveysTable.tsx';
import { UniverseEditor } from '../surveyadmin/UniverseEditor.tsx';

const route = getRouteApi('/_signedIn/surveylist/$surveyExtName');

/**
 * `/surveylist/{survey}` (spec 3 section 2, Survey administration): the universe editor, the surveys table, the roles
 * list (name, users holding the role, surveys it opens) with Add role, the global scripts with a link to the universe
 * script, and the API keys. Its queries are keyed by the
 * survey in the path, so a change of route reads them again.
 */
export function SurveyAdminScreen() {
  const { surveyExtName } = route.useParams();
  const { api } = useSession();
  const intl = useIntl();
  const roles = useQuery(roleListQuery(api, surveyExtName));
  const surveys = useQuery(surveyListQuery(api, surveyExtName));
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="survey-admin-title" sx={{ p: 3, maxWidth: 1200 }}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1" id="survey-admin-title">
          <FormattedMessage id="placeholder.surveyList" />
        </Typography>
        <UniverseEditor surveyExtName={surveyExtName} />
        {surveys.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        {surveys.isError && <Alert severity="error">{errorMessage(surveys.error, intl)}</Alert>}
        {surveys.data && <SurveysTable surveyExtName={surveyExtName} rows={surveys.data.surveyRows} />}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" id="roles-title">
            <FormattedMessage id="roles.list" />
          </Typography>
          <Button variant="contained" onClick={() => void navigate({ to: '/role/$surveyExtName/$roleId', params: { surveyExtName, roleId: 0 } })} data-testid="add-role">
            <FormattedMessage id="roles.list.add" />
          </Button>
        </Stack>
        {roles.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        {roles.isError && <Alert severity="error">{errorMessage(roles.error, intl)}</Alert>}
        {roles.data && roles.data.rows.length === 0 && (
          <Typography>
            <FormattedMessage id="common.noData" />
          </Typography>
        )}
        {roles.data && roles.data.rows.length > 0 && (
          <Table size="small" aria-labelledby="roles-title" data-testid="role-list">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="roles.name" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="shell.users" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="roles.surveyAccess" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {roles.data.rows.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell>
                    <Button size="small" sx={{ textTransform: 'none', justifyContent: 'flex-start' }} onClick={() => void navigate({ to: '/role/$surveyExtName/$roleId', params: { surveyExtName, roleId: r.id } })}>
                      {r.name}
                    </Button>
                  </TableCell>
                  <TableCell align="right">{intl.formatNumber(r.usersWithRole)}</TableCell>
                  <TableCell>{r.surveysEnabled.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <ScriptsTable surveyExtName={surveyExtName} />
        <Link to="/script/$surveyExtName" params={{ surveyExtName }} data-testid="universe-script-link">
          <FormattedMessage id="scripts.universeScript" />
        </Link>
        {surveys.data && <ApiKeyTable surveyExtName={surveyExtName} rows={surveys.data.apiKeyRows} />}
      </Stack>
    </Paper>
  );
}
