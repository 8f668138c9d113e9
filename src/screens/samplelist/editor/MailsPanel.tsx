import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { callRecordingPath, sampleMailTrackingQuery } from '../../../api/sampleEditor.ts';
import { useSession } from '../../../auth/context.ts';
import { errorMessage } from '../../../shell/errorMessage.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { RecordingDialog } from '../../../ui/campaigns/RecordingDialog.tsx';

/**
 * The sample editor's mails panel (spec 2 sections 2 and 3, Mail tracking): the sample's campaign messages with their
 * stats, the same address's other samples on request, and a call's recording played in a dialog of at most 600 wide.
 */
export function MailsPanel({ surveyExtName, sampleId }: { surveyExtName: string; sampleId: number }) {
  const { api } = useSession();
  const intl = useIntl();
  const titleId = useId();
  const [related, setRelated] = useState(false);
  const [playing, setPlaying] = useState<{ campaignId: number; id: number; name: string } | null>(null);
  const tracking = useQuery(sampleMailTrackingQuery(api, surveyExtName, sampleId, related));
  const data = tracking.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }} data-testid="sample-editor-mails">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2">
          <FormattedMessage id="sampleEditor.mails" />
        </Typography>
        <FormControlLabel control={<Switch checked={related} onChange={(e) => setRelated(e.target.checked)} />} label={intl.formatMessage({ id: 'sampleEditor.mails.related' })} />
      </Stack>
      {tracking.isPending && <Skeleton variant="rounded" height={64} />}
      {tracking.isError && (
        <Alert severity="error" role="alert">
          <FormattedMessage id="sampleEditor.mails.failed" values={{ message: errorMessage(tracking.error, intl) }} />
        </Alert>
      )}
      {data && (
        <>
          <Typography color="text.secondary" data-testid="sample-editor-mail-stats" sx={{ mb: 1 }}>
            <FormattedMessage
              id="sampleEditor.mails.stats"
              values={{
                email: data.stats.email || '–',
                sent: data.stats.totalSent,
                opened: data.stats.totalOpened,
                share: <FormattedNumber value={data.stats.shareOpened / 100} style="percent" maximumFractionDigits={1} />,
                clicked: data.stats.totalClicked,
              }}
            />
          </Typography>
          {data.rows.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="sampleEditor.mails.none" />
            </Typography>
          ) : (
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell><FormattedMessage id="sampleEditor.mails.date" /></TableCell>
                  <TableCell><FormattedMessage id="sampleEditor.mails.name" /></TableCell>
                  <TableCell><FormattedMessage id="sampleEditor.mails.state" /></TableCell>
                  <TableCell align="right"><FormattedMessage id="sampleEditor.mails.views" /></TableCell>
                  <TableCell align="right"><FormattedMessage id="sampleEditor.mails.clicks" /></TableCell>
                  <TableCell><FormattedMessage id="sampleEditor.mails.recording" /></TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((r) => (
                  <TableRow key={r.id} data-testid="sample-editor-mail-row">
                    <TableCell>{formatDateTime(r.date)}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.state}</TableCell>
                    <TableCell align="right">{r.views}</TableCell>
                    <TableCell align="right">{r.clicks}</TableCell>
                    <TableCell>
                      {r.recording && (
                        <Button size="small" onClick={() => setPlaying({ campaignId: r.campaignId, id: r.id, name: r.name })}>
                          <FormattedMessage id="sampleEditor.mails.play" />
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      {playing && <RecordingDialog path={callRecordingPath(surveyExtName, playing.campaignId, playing.id)} title={playing.name} onClose={() => setPlaying(null)} />}
    </Paper>
  );
}
