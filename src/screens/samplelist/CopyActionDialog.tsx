/**
 * The copy action dialog (spec 2 sections 2 and 5), 60 % wide: the copy action's title, how many samples it copies,
 * the deadline (mandatory, today at the earliest: the server's day from the copy action data), a 3-row comment, and
 * the remove-duplicates switch, shown but not bound (the spec's behaviour: it changes nothing). COPY waits until the
 * deadline is valid; each selected sample becomes a new one dated by the deadline.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { copyDeadlineProblem } from '../../../core/sample/copy.ts';
import { useSession } from '../../auth/context.ts';
import { copyActionQuery, executeCopyAction } from '../../api/sampleActions.ts';
import { errorMessage } from '../../shell/errorMessage.ts';

export interface CopyActionDialogProps {
  surveyExtName: string;
  config: string;
  action: string;
  sampleIds: number[];
  onDone(copied: number): void;
  onClose(): void;
}

export function CopyActionDialog({ surveyExtName, config, action, sampleIds, onDone, onClose }: CopyActionDialogProps) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [deadline, setDeadline] = useState('');
  const [comments, setComments] = useState('');
  const [touched, setTouched] = useState(false);
  const data = useQuery(copyActionQuery(api, surveyExtName, config, action, sampleIds[0]!));
  const copy = useMutation({
    mutationFn: async () => {
      for (const id of sampleIds) await executeCopyAction(api, surveyExtName, config, action, id, { eventdate: deadline, ...(comments.trim() ? { comments } : {}) });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries();
      onDone(sampleIds.length);
    },
  });
  const earliest = data.data?.earliest ?? '';
  const problem = data.data ? copyDeadlineProblem(deadline, earliest) : 'mandatory';
  const busy = copy.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '60%' }, 'data-testid': 'copy-action-dialog' } as object }}>
      <DialogTitle id={titleId}>{data.data?.title ?? <FormattedMessage id="sampleEditor.copy.title" />}</DialogTitle>
      <DialogContent dividers>
        {data.isPending && <Skeleton variant="rounded" height={120} role="progressbar" aria-label={intl.formatMessage({ id: 'sampleEditor.loading' })} />}
        {data.isError && (
          <Alert severity="error" role="alert">
            <FormattedMessage id="sampleEditor.copy.failed" values={{ message: errorMessage(data.error, intl) }} />
          </Alert>
        )}
        {data.data && (
          <Stack spacing={2}>
            <Typography>
              <FormattedMessage id="sampleEditor.copy.count" values={{ count: sampleIds.length }} />
            </Typography>
            <TextField
              type="date"
              required
              label={intl.formatMessage({ id: 'sampleEditor.copy.deadline' })}
              value={deadline}
              disabled={busy}
              onChange={(e) => setDeadline(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && problem !== null}
              helperText={touched && problem ? intl.formatMessage({ id: `sampleEditor.copy.deadline.${problem}` as 'sampleEditor.copy.deadline.mandatory' }, { earliest }) : ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, 'data-testid': 'copy-deadline' } }}
            />
            <TextField label={intl.formatMessage({ id: 'sampleEditor.copy.comments' })} multiline rows={3} value={comments} disabled={busy} onChange={(e) => setComments(e.target.value)} />
            {/* Shown but not bound (spec 2 section 2): it is not sent and changes nothing. */}
            <FormControlLabel control={<Switch />} label={intl.formatMessage({ id: 'sampleEditor.copy.removeDuplicates' })} disabled={busy} />
            {copy.isError && (
              <Alert severity="error" role="alert">
                <FormattedMessage id="sampleEditor.copy.failed" values={{ message: errorMessage(copy.error, intl) }} />
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="sampleEditor.cancel" />
        </Button>
        <Button variant="contained" disabled={problem !== null || busy} onClick={() => copy.mutate()} data-testid="copy-submit">
          <FormattedMessage id="sampleEditor.copy.submit" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
