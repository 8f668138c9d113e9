import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lettersArchiveRequest } from '../../api/campaigns.ts';
import { useReportDownload } from '../../reports/useReportDownload.ts';

/**
 * A letter campaign's 'Download all letters' and 'Download new letters' (spec 3 section 2): each a letters task
 * followed through the report-download machine (its queue position while it waits), then one PDF to save.
 */
export function LetterDownloads({ surveyExtName, campaignId }: { surveyExtName: string; campaignId: number }) {
  const intl = useIntl();
  const [state, send] = useReportDownload();
  const { status, position, error } = state.context;
  const waiting = state.matches('requesting') || state.matches('downloadQueued') || state.matches('downloading');
  const start = (all: boolean) => send({ type: 'DOWNLOAD', request: lettersArchiveRequest(surveyExtName, campaignId, all) });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={intl.formatMessage({ id: 'campaign.letters.group' })} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" disabled={waiting} onClick={() => start(true)}>
          {intl.formatMessage({ id: 'campaign.action.downloadAllLetters' })}
        </Button>
        <Button variant="outlined" disabled={waiting} onClick={() => start(false)}>
          {intl.formatMessage({ id: 'campaign.action.downloadNewLetters' })}
        </Button>
        {waiting && (
          <Typography variant="body2" role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={16} aria-hidden />
            {status === 'QUEUED' && position > 0 ? intl.formatMessage({ id: 'campaign.letters.queued' }, { position }) : intl.formatMessage({ id: 'campaign.letters.preparing' })}
          </Typography>
        )}
      </Stack>
      {state.matches('downloadReady') && (
        <Alert
          severity="success"
          data-testid="letters-ready"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'SAVE' })}>
              {intl.formatMessage({ id: 'campaign.letters.save' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'campaign.letters.ready' })}
        </Alert>
      )}
      {state.matches('failed') && (
        <Alert severity="error" onClose={() => send({ type: 'DISMISS' })}>
          {intl.formatMessage({ id: 'campaign.letters.failed' }, { message: error ?? '' })}
        </Alert>
      )}
    </Stack>
  );
}
