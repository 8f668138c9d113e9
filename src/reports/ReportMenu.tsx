/**
 * The report menu of the top bar (spec 1 sections 4 and 6): the reports the survey's flags enable for the screen's
 * drill path, one download at a time through the report-download machine, the queue position while it waits, and
 * 'Report ready for download' with a Download button when it is done.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useSession } from '../auth/context.ts';
import { drillParam, encodeSegment } from '../session/navigation.ts';
import { useNavigationState } from '../session/store.tsx';
import { reportMenuQuery } from '../api/reports.ts';
import { reportRequest, type RouteParams } from './reportRequest.ts';
import { useReportDownload } from './useReportDownload.ts';
import { directDownloads } from './directDownloads.ts';
import { useDirectDownload } from './useDirectDownload.ts';
import { useMenu } from '../ui/useMenu.ts';
import { Icon } from '../shell/icons.tsx';

/** `compact`: an icon button instead of the labelled one (the phone's top bar). */
export function ReportMenu({ surveyExtName, compact = false }: { surveyExtName: string; compact?: boolean }) {
  const intl = useIntl();
  const { api } = useSession();
  const { nav } = useNavigationState();
  const params = useParams({ strict: false }) as Omit<RouteParams, 'drillPath'> & { drillPath?: unknown };
  const location = useLocation();
  const [readyNotice, setReadyNotice] = useState(false);
  const { close, buttonProps, menuProps } = useMenu();
  const menu = useQuery(reportMenuQuery(api, surveyExtName));
  const [state, send] = useReportDownload({ onReady: () => setReadyNotice(true) });
  const direct = useDirectDownload();

  const route = { ...params, drillPath: typeof params.drillPath === 'string' ? params.drillPath : drillParam(nav), onSampleList: location.pathname.startsWith('/samplelist/') };
  const entries = (menu.data?.reports ?? []).flatMap((r) => {
    const request = reportRequest(r.kind, surveyExtName, route);
    return request ? [{ ...r, request }] : [];
  });
  const downloads = directDownloads(menu.data?.reports.map((r) => r.kind) ?? [], surveyExtName, route.drillPath);
  if (menu.isSuccess && entries.length === 0 && state.matches('none')) return null;

  const canStart = state.matches('none') || state.matches('downloadCompleted');
  const waiting = state.matches('requesting') || state.matches('downloadQueued');
  const busy = waiting || state.matches('downloading') || direct.busy !== null;
  const { task, position, status, error } = state.context;
  const progressText =
    status === 'QUEUED' && position > 0
      ? intl.formatMessage({ id: 'reports.queued' }, { position })
      : intl.formatMessage({ id: 'reports.running' });

  return (
    <>
      {compact ? (
        // On a phone an icon with the same name, so the top bar keeps to one row.
        <IconButton color="inherit" {...buttonProps} data-testid="report-menu" aria-label={waiting ? progressText : intl.formatMessage({ id: 'reports.menu' })} sx={{ minWidth: 44, minHeight: 44 }}>
          {busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Icon name="download" />}
        </IconButton>
      ) : (
        <Button
          color="inherit"
          {...buttonProps}
          data-testid="report-menu"
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ minHeight: 44 }}
        >
          {waiting ? <span data-testid="report-progress">{progressText}</span> : <FormattedMessage id="reports.menu" />}
        </Button>
      )}
      <Menu {...menuProps}>
        {state.matches('downloadReady') && (
          <MenuItem
            onClick={() => {
              close();
              send({ type: 'SAVE' });
            }}
            data-testid="report-download-ready"
          >
            <FormattedMessage id="reports.download" />
          </MenuItem>
        )}
        {task && !canStart && (
          <MenuItem component={Link} to={`/reportdownload/${encodeSegment(task.surveyExtName)}/${encodeSegment(task.taskUUID)}`} onClick={close}>
            <FormattedMessage id="reports.showProgress" />
          </MenuItem>
        )}
        {task && !canStart && <Divider />}
        {menu.isPending && (
          <MenuItem disabled>
            <FormattedMessage id="reports.loading" />
          </MenuItem>
        )}
        {menu.isError && (
          <MenuItem disabled>
            <FormattedMessage id="reports.menuFailed" />
          </MenuItem>
        )}
        {entries.map((e) => (
          <MenuItem
            key={e.kind}
            disabled={!canStart}
            data-testid={`report-${e.kind}`}
            onClick={() => {
              close();
              send({ type: 'DOWNLOAD', request: e.request });
            }}
          >
            <FormattedMessage id={`reports.kind.${e.kind}`} />
          </MenuItem>
        ))}
        {downloads.length > 0 && <Divider />}
        {downloads.map((d) => (
          <MenuItem
            key={d.id}
            disabled={direct.busy !== null}
            data-testid={`report-direct-${d.id}`}
            onClick={() => {
              close();
              void direct.start(d.id, d.path, d.fallbackName);
            }}
          >
            {direct.busy === d.id && <CircularProgress size={16} sx={{ mr: 1 }} aria-hidden />}
            <FormattedMessage id={d.label} />
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={readyNotice && state.matches('downloadReady')} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          severity="success"
          variant="filled"
          data-testid="report-ready"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setReadyNotice(false);
                send({ type: 'SAVE' });
              }}
            >
              <FormattedMessage id="reports.download" />
            </Button>
          }
        >
          <FormattedMessage id="reports.ready" />
        </Alert>
      </Snackbar>
      <Snackbar open={state.matches('failed')} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => send({ type: 'DISMISS' })} data-testid="report-failed">
          <FormattedMessage id="reports.failed" values={{ message: error ?? '' }} />
        </Alert>
      </Snackbar>
      <Snackbar open={direct.busy !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="info" variant="filled" icon={<CircularProgress size={18} color="inherit" aria-hidden />} role="status" data-testid="report-direct-busy">
          <FormattedMessage id="reports.direct.busy" />
        </Alert>
      </Snackbar>
      <Snackbar open={direct.error !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={direct.dismiss} data-testid="report-direct-failed">
          <FormattedMessage id="reports.direct.failed" values={{ message: direct.error ?? '' }} />
        </Alert>
      </Snackbar>
    </>
  );
}
