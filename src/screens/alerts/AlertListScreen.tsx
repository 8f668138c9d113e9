import { lazy, Suspense, useState } from 'react';
import { withMessages } from '../../i18n/appMessages.ts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/context.ts';
import { DrillHeader } from '../../drill/DrillHeader.tsx';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ALERT_PAGE_SIZE, alertListQuery, type AlertListRow } from '../../api/alerts.ts';
import { AlertTable } from '../../ui/alerts/AlertTable.tsx';
import { AlertStateFilter } from './AlertStateFilter.tsx';
import { CampaignLinkDialog } from './CampaignLinkDialog.tsx';
import { formatRoute } from '../../../core/drillpath/tokens.ts';
import { findSurvey } from '../../session/navigation.ts';

const route = getRouteApi('/_signedIn/alertlist/$surveyExtName/$drillPath');
/** The configured page with the engine and the widgets: loaded only for a survey that configures one. */
const ConfiguredPage = lazy(() => withMessages(['frame', 'widgets', 'alerts', 'samples', 'campaigns'], () => import('../page/PageScreen.tsx')).then((m) => ({ default: m.PageScreen })));

/**
 * `/alertlist/{survey}/{drillPath}` (spec 1 section 2.7): the campaign dialog (the survey's campaigns for the alerts
 * shown, src/screens/alerts/CampaignLinkDialog.tsx), the drill header with the alert count, the state filter
 * (`?state=`, filtered on the server) and the alert table, or instead of the table the components of the page the
 * survey configures for the screen (`alerts.page`, answered as the list's `page`).
 */
export function AlertListScreen() {
  const { surveyExtName, drillPath: drill } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { api, identity } = useSession();
  const campaigns = findSurvey(identity, surveyExtName)?.campaigns ?? [];
  const [campaignDialog, setCampaignDialog] = useState(false);
  const intl = useIntl();
  // The configured page size arrives with the first answer; 50 until then (the demo's and the spec's size).
  const [rowsPerPage, setRowsPerPage] = useState(ALERT_PAGE_SIZE);
  const list = useQuery(alertListQuery(api, surveyExtName, drill, { page: search.page, rowsPerPage, sortBy: search.sortBy, sortDesc: search.sortDesc, state: search.state }));
  if (list.data && list.data.rowsPerPage !== rowsPerPage) setRowsPerPage(list.data.rowsPerPage);

  const open = async (row: AlertListRow) => {
    // The list position goes into the address first, so Back comes to the same page, sorting and row.
    await navigate({ search: { page: search.page, sortBy: list.data?.sortBy ?? search.sortBy, sortDesc: list.data?.sortDesc ?? search.sortDesc, state: search.state, row: row.id }, replace: true });
    await navigate({ to: '/alert/$surveyExtName/$alertId', params: { surveyExtName, alertId: row.id } });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          <FormattedMessage id="alerts.listTitle" />
        </Typography>
        {/* The survey's campaigns for the alerts shown (spec 1 section 2.7): its administrators'. */}
        {campaigns.length > 0 && (
          <Button variant="outlined" onClick={() => setCampaignDialog(true)}>
            <FormattedMessage id="alerts.campaigns.open" />
          </Button>
        )}
      </Stack>
      {campaignDialog && <CampaignLinkDialog api={api} surveyExtName={surveyExtName} drillPath={formatRoute(drill)} campaigns={campaigns} onClose={() => setCampaignDialog(false)} />}
      <DrillHeader
        surveyExtName={surveyExtName}
        drill={drill}
        onDrillPathChange={(next) => void navigate({ params: { surveyExtName, drillPath: next }, search: { page: 1, sortBy: search.sortBy, sortDesc: search.sortDesc, state: search.state } })}
        count={list.data && <Chip color="primary" variant="outlined" data-testid="alert-count" label={intl.formatMessage({ id: 'alerts.count' }, { count: list.data.total })} />}
      />
      {/* The state filter narrows the default table; configured components make their own calls. */}
      {list.data && !list.data.page && <AlertStateFilter counts={list.data.stateCounts} value={search.state} onChange={(state) => void navigate({ search: { page: 1, sortBy: search.sortBy, sortDesc: search.sortDesc, state } })} />}
      {list.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'alerts.loading' })} />}
      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{intl.formatMessage({ id: 'common.retry' })}</Button>}>
          {errorMessage(list.error, intl)}
        </Alert>
      )}
      {list.data?.page && (
        <Suspense fallback={<CircularProgress aria-label={intl.formatMessage({ id: 'alerts.loading' })} />}>
          <ConfiguredPage pageId={list.data.page} surveyExtName={surveyExtName} drill={drill} drillHeader={false} />
        </Suspense>
      )}
      {list.data && !list.data.page && (
        <AlertTable
          data={list.data}
          page={search.page}
          highlight={search.row}
          onSort={(sortBy, sortDesc) => void navigate({ search: { page: 1, sortBy, sortDesc, state: search.state } })}
          onPage={(page) => void navigate({ search: { ...search, page, row: undefined } })}
          onOpen={(row) => void open(row)}
        />
      )}
    </Stack>
  );
}
