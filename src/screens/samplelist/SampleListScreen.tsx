/**
 * The sample list `/samplelist/{surveyExtName}/{drillPath}` (spec 1 section 2.6): the drill header, the table of
 * the selection's samples with paging and sorting kept in the address, row selection with a bottom bar, and the
 * configured actions (create, copy, campaign, download, root's deletes).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/context.ts';
import { DrillHeader } from '../../drill/DrillHeader.tsx';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { campaignHref } from '../../ui/samples/links.ts';
import { sampleRowHref } from '../../ui/samples/sampleRowHref.ts';
import { rememberedPageSize, rememberPageSize } from './pageSize.ts';
import { SampleListToolbar } from './SampleListToolbar.tsx';
import { DEFAULT_SORT, FIRST_PAGE_SIZE, sampleListQuery, type SampleTableAction, type SampleRow } from '../../api/sampleList.ts';
import { SamplePagination } from '../../ui/samples/SamplePagination.tsx';
import { SampleTable } from '../../ui/samples/SampleTable.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { campaignDrillPath, toggled } from './selection.ts';
import { useSampleWrites } from './useSampleWrites.ts';
import { listRequest } from './listRequest.ts';
import { sampleMailActionsQuery, type SampleMailActionChoice } from '../../api/sampleActions.ts';
import { withMessages } from '../../i18n/appMessages.ts';

// The editor dialog and its words load on the first row opened in it.
const SampleEditorDialog = lazy(() => withMessages(['samples', 'campaigns'], () => import('./editor/SampleEditorDialog.tsx')).then((m) => ({ default: m.SampleEditorDialog })));
const MailActionDialog = lazy(() => withMessages(['samples'], () => import('./MailActionDialog.tsx')).then((m) => ({ default: m.MailActionDialog })));
const CopyActionDialog = lazy(() => withMessages(['samples'], () => import('./CopyActionDialog.tsx')).then((m) => ({ default: m.CopyActionDialog })));
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';


const route = getRouteApi('/_signedIn/samplelist/$surveyExtName/$drillPath');

export function SampleListScreen() {
  const { surveyExtName, drillPath: drill } = route.useParams();
  // A new survey or drill path is a new list: selection and dialogs start afresh.
  return <SampleList key={`${surveyExtName}/${formatRoute(drill)}`} surveyExtName={surveyExtName} drill={drill} />;
}

function SampleList({ surveyExtName, drill }: { surveyExtName: string; drill: DrillRoute }) {
  const { api, identity } = useSession();
  const intl = useIntl();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Other screens' addresses, by href (links.ts).
  const go = useNavigate();
  const [chosenSize, setChosenSize] = useState(() => rememberedPageSize(surveyExtName));
  const [configSize, setConfigSize] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number | null>(null);
  const [creating, setCreating] = useState<SampleTableAction | null>(null);
  const [copying, setCopying] = useState<SampleTableAction | null>(null);
  const [mailing, setMailing] = useState<SampleMailActionChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const closeEditor = useCallback(() => {
    setEditing(null);
    setCreating(null);
  }, []);
  const onResent = useCallback((to: string) => setNotice(intl.formatMessage({ id: 'sampleEditor.resent' }, { to })), [intl]);

  const size = chosenSize ?? configSize ?? FIRST_PAGE_SIZE;
  // The same request as the route's loader (route.tsx), so its prefetched page is this one.
  const request = listRequest(surveyExtName, drill, search, size);
  const { sortBy, sortDesc } = request;
  const list = useQuery(sampleListQuery(api, request));
  const config = list.data?.sampleTable;
  const total = list.data?.rankingData.totalNumberRows ?? 0;
  // Only a configuration with mail actions asks which of them can send.
  const mailActions = useQuery({ ...sampleMailActionsQuery(api, surveyExtName, config?.id ?? 'default'), enabled: (config?.mailActions.length ?? 0) > 0 });

  // The configured page size arrives with the first page; adopting it during render avoids a second paint.
  if (config && configSize !== config.rowsPerPage) setConfigSize(config.rowsPerPage);
  // Past the end (after deletes, or an old link): show the last page there is.
  useEffect(() => {
    if (!list.isPlaceholderData && list.data && list.data.rankingData.rows.length === 0 && search.page > 1 && total > 0) {
      void navigate({ search: (prev) => ({ ...prev, page: Math.ceil(total / size) }), replace: true });
    }
  }, [list.data, list.isPlaceholderData, search.page, total, size, navigate]);

  const writes = useSampleWrites(surveyExtName, drill, (c) => setSelected((s) => (c.kind === 'all' ? new Set() : toggled(s, c.ids, false))));
  const { confirm, setConfirm, remove, download } = writes;

  const onDrillPathChange = (next: DrillRoute) =>
    void navigate({ to: '/samplelist/$surveyExtName/$drillPath', params: { surveyExtName, drillPath: next }, search: (prev) => ({ ...prev, page: 1 }) });
  const onSort = (column: string) =>
    void navigate({ search: (prev) => ({ ...prev, page: 1, sortBy: column, sortDesc: column === sortBy ? !sortDesc : column === DEFAULT_SORT.sortBy }) });
  const hrefOf = (row: SampleRow) => sampleRowHref(surveyExtName, row, { viewCompletedSamples: list.data?.viewCompletedSamples ?? false, sampleView: config?.sampleView });
  const onStartCampaign = (action: SampleTableAction) =>
    void go({ href: campaignHref(surveyExtName, action.extname, campaignDrillPath(drill, selected)) });

  const canDelete = identity.isRoot === true && config?.useCore === true;
  return (
    <Box>
      <DrillHeader surveyExtName={surveyExtName} drill={drill} onDrillPathChange={onDrillPathChange} />
      <Typography variant="h5" component="h1" gutterBottom>
        <FormattedMessage id="samplelist.title" />
      </Typography>
      {config && (
        <SampleListToolbar
          config={config}
          isRoot={identity.isRoot === true}
          total={total}
          downloading={download.isPending}
          selectedCount={selected.size}
          onCreate={setCreating}
          onCopy={setCopying}
          mailActions={mailActions.data?.actions ?? []}
          onMail={setMailing}
          onDownload={() => download.mutate()}
          onDeleteAll={() => setConfirm({ kind: 'all' })}
        />
      )}
      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'samplelist.loading' })} />
        </Box>
      )}
      {list.isError && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        >
          <FormattedMessage id="samplelist.failed" values={{ message: errorMessage(list.error, intl) }} />
        </Alert>
      )}
      {list.data && !list.isError && (
        <Paper variant="outlined">
          {list.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'samplelist.loading' })} />}
          {total === 0 ? (
            <Alert severity="info" sx={{ m: 2 }} data-testid="samplelist-empty">
              <FormattedMessage id="samplelist.empty" />
            </Alert>
          ) : (
            <SampleTable
              data={list.data.rankingData}
              sortBy={sortBy}
              sortDesc={sortDesc}
              busy={list.isPlaceholderData}
              onSort={onSort}
              selection={{ selected, onToggle: (ids, on) => setSelected((s) => toggled(s, ids, on)) }}
              hrefOf={hrefOf}
              onOpen={(href) => void go({ href })}
              onOpenRow={config?.sampleEditor ? (row) => setEditing(row.sampleId) : undefined}
            />
          )}
          <SamplePagination
            total={total}
            page={search.page}
            size={size}
            options={config?.rowsPerPageOptions ?? [FIRST_PAGE_SIZE]}
            onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
            onSize={(next) => {
              rememberPageSize(surveyExtName, next);
              setChosenSize(next);
              void navigate({ search: (prev) => ({ ...prev, page: 1 }) });
            }}
          />
        </Paper>
      )}
      {config && (
        <SelectionBar
          count={selected.size}
          mailAction={config.mailActions[0]}
          canDelete={canDelete}
          onStartCampaign={onStartCampaign}
          onDeleteSelected={() => setConfirm({ kind: 'selected', ids: [...selected] })}
          onClear={() => setSelected(new Set())}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={<FormattedMessage id="samplelist.confirmTitle" />}
        text={<FormattedMessage id="samplelist.confirmText" />}
        detail={confirm && <FormattedMessage id={confirm.kind === 'all' ? 'samplelist.confirmAll' : 'samplelist.confirmSelected'} values={{ count: confirm.kind === 'all' ? total : confirm.ids.length }} />}
        busy={remove.isPending}
        onConfirm={() => confirm && remove.mutate(confirm)}
        onCancel={() => setConfirm(null)}
      />
      {editing !== null && config && (
        <Suspense fallback={null}>
          <SampleEditorDialog surveyExtName={surveyExtName} config={config.id} sampleId={editing} onClose={closeEditor} onResent={onResent} />
        </Suspense>
      )}
      {creating !== null && config && (
        <Suspense fallback={null}>
          <SampleEditorDialog
            surveyExtName={surveyExtName}
            config={config.id}
            sampleId={0}
            // The new sample belongs to the unit the list is at.
            create={{ surveyExtName, config: config.id, action: creating.extname, unit: drill.path.join(',') }}
            onClose={closeEditor}
          />
        </Suspense>
      )}
      {copying !== null && config && selected.size > 0 && (
        <Suspense fallback={null}>
          <CopyActionDialog
            surveyExtName={surveyExtName}
            config={config.id}
            action={copying.extname}
            sampleIds={[...selected]}
            onClose={() => setCopying(null)}
            onDone={(count) => {
              setCopying(null);
              setSelected(new Set());
              setNotice(intl.formatMessage({ id: 'sampleEditor.copy.done' }, { count }));
            }}
          />
        </Suspense>
      )}
      {mailing !== null && config && selected.size > 0 && (
        <Suspense fallback={null}>
          <MailActionDialog
            surveyExtName={surveyExtName}
            config={config.id}
            action={mailing}
            sampleIds={[...selected]}
            onClose={() => setMailing(null)}
            onDone={(result) => {
              setMailing(null);
              setNotice(intl.formatMessage({ id: 'sampleEditor.mailAction.done' }, { queued: result.queued, skipped: result.skipped.length, campaign: result.campaign.title }));
            }}
          />
        </Suspense>
      )}
      <Snackbar open={writes.notice !== null} autoHideDuration={6000} onClose={writes.clearNotice} message={writes.notice} />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}

