/**
 * The report download waiting page (spec 1 section 2.11): follows one report, polling every 2 s, through
 * preparing (with the queue position), downloading and ready, with a readable message when it failed.
 */
import { useEffect } from 'react';
import { useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { useReportDownload } from '../../reports/useReportDownload.ts';
import { useDirectDownload } from '../../reports/useDirectDownload.ts';
import { apiUrl } from '../../api/client.ts';
import { taskReportDownloadPath } from '../../api/downloads.ts';

export function ReportDownloadScreen() {
  const intl = useIntl();
  const { surveyExtName, reportUUID } = useParams({ strict: false }) as { surveyExtName: string; reportUUID: string };
  const [state, send] = useReportDownload({ pagePolling: true });
  useEffect(() => {
    send({ type: 'TRACK', task: { surveyExtName, taskUUID: reportUUID } });
  }, [send, surveyExtName, reportUUID]);
  const { status, position, error, fileName } = state.context;
  const direct = useDirectDownload();
  const directPath = taskReportDownloadPath(surveyExtName, reportUUID);

  let body;
  if (state.matches('failed')) {
    body = (
      <Alert severity="error" data-testid="report-page-failed">
        <FormattedMessage id="reports.page.failed" />
        {error ? `: ${error}` : ''}
      </Alert>
    );
  } else if (state.matches('downloadReady') || state.matches('downloadCompleted')) {
    body = (
      <Box data-testid="report-page-ready">
        <Alert severity="success" sx={{ mb: 2 }}>
          <FormattedMessage id={state.matches('downloadCompleted') ? 'reports.page.completed' : 'reports.ready'} />
        </Alert>
        <Button variant="contained" onClick={() => send({ type: 'SAVE' })} data-testid="report-page-download">
          <FormattedMessage id="reports.download" />
          {fileName ? ` (${fileName})` : ''}
        </Button>
        <Typography variant="body2" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
          {/* The link a person can copy (for whoever may fetch it with a token); a click here sends this session's. */}
          <MuiLink
            href={apiUrl(directPath)}
            data-testid="report-page-direct"
            aria-busy={direct.busy !== null}
            onClick={(event) => {
              event.preventDefault();
              if (direct.busy === null) void direct.start('task', directPath, fileName ?? 'report');
            }}
          >
            <FormattedMessage id="reports.page.directLink" />
          </MuiLink>
          {direct.busy !== null && <CircularProgress size={16} aria-label={intl.formatMessage({ id: 'reports.direct.busy' })} />}
        </Typography>
        {direct.error !== null && (
          <Alert severity="error" onClose={direct.dismiss} sx={{ mt: 2 }} data-testid="report-page-direct-failed">
            <FormattedMessage id="reports.direct.failed" values={{ message: direct.error }} />
          </Alert>
        )}
      </Box>
    );
  } else {
    const downloading = state.matches('downloading');
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status" data-testid={downloading ? 'report-page-downloading' : 'report-page-preparing'}>
        <CircularProgress size={28} aria-label={intl.formatMessage({ id: 'reports.progress' })} />
        <Box>
          <Typography>
            <FormattedMessage id={downloading ? 'reports.page.downloading' : 'reports.page.preparing'} />
          </Typography>
          {!downloading && (
            <Typography variant="body2" color="text.secondary" data-testid="report-page-position">
              {status === 'QUEUED' && position > 0 ? (
                <FormattedMessage id="reports.page.position" values={{ position }} />
              ) : status === 'RUNNING' ? (
                <FormattedMessage id="reports.running" />
              ) : null}
            </Typography>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        <FormattedMessage id="reports.page.title" />
      </Typography>
      {body}
    </Paper>
  );
}
