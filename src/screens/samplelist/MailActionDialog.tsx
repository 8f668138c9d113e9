/**
 * A sample-list mail action (spec 2 sections 2 and 7): the action's template rendered for the first selected sample
 * (templateexample) in a sandboxed frame, whom it goes to and why that sample would be left out; Send asks the
 * project's confirm dialog, then executemailaction sends it to every selected sample through the action's PULL_SINGLE
 * campaign. The server sanitises the mail; it is sanitised again here and the frame has every sandbox restriction
 * (`sandbox=""`), so a template can never act in the app.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/context.ts';
import { executeMailAction, sampleMailExampleQuery, type SampleMailActionChoice, type SampleMailExecuteResult } from '../../api/sampleActions.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

const SKIP = {
  no_address: 'sampleEditor.mailAction.skip.no_address',
  suppressed: 'sampleEditor.mailAction.skip.suppressed',
  already_mailed: 'sampleEditor.mailAction.skip.already_mailed',
} as const;

export interface MailActionDialogProps {
  surveyExtName: string;
  config: string;
  action: SampleMailActionChoice;
  sampleIds: number[];
  onDone(result: SampleMailExecuteResult): void;
  onClose(): void;
}

export function MailActionDialog({ surveyExtName, config, action, sampleIds, onDone, onClose }: MailActionDialogProps) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const example = useQuery(sampleMailExampleQuery(api, surveyExtName, config, action.extname, sampleIds[0]!));
  const send = useMutation({
    mutationFn: () => executeMailAction(api, surveyExtName, config, action.extname, sampleIds),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['sample-mail-example'] });
      void queryClient.invalidateQueries({ queryKey: ['sample-mail-tracking'] });
      onDone(result);
    },
    onSettled: () => setConfirming(false),
  });
  const campaign = action.mailAction.campaignName;
  const busy = send.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { 'data-testid': 'mail-action-dialog' } as object }}
    >
      <DialogTitle id={titleId}>{action.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1}>
          <Typography>
            <FormattedMessage id="sampleEditor.mailAction.count" values={{ count: sampleIds.length, campaign }} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="sampleEditor.mailAction.template" values={{ name: action.templateName }} />
          </Typography>
          {send.isError && (
            <Alert severity="error" role="alert">
              <FormattedMessage id="sampleEditor.mailAction.failed" values={{ message: errorMessage(send.error, intl) }} />
            </Alert>
          )}
          {example.isPending && <Skeleton variant="rounded" height={240} role="progressbar" aria-label={intl.formatMessage({ id: 'sampleEditor.loading' })} />}
          {example.isError && (
            <Alert severity="error" role="alert">
              <FormattedMessage id="sampleEditor.mailAction.previewFailed" values={{ message: errorMessage(example.error, intl) }} />
            </Alert>
          )}
          {example.data && (
            <>
              <Typography data-testid="mail-action-to">
                <FormattedMessage id="sampleEditor.mailAction.to" values={{ to: example.data.to || '–' }} />
              </Typography>
              <Typography data-testid="mail-action-subject">
                <FormattedMessage id="sampleEditor.mailAction.subject" values={{ subject: example.data.subject }} />
              </Typography>
              {example.data.skip && (
                <Alert severity="warning">
                  <FormattedMessage id={SKIP[example.data.skip]} />
                </Alert>
              )}
              <iframe
                sandbox=""
                title={intl.formatMessage({ id: 'sampleEditor.mailAction.frame' })}
                srcDoc={DOMPurify.sanitize(example.data.html, { WHOLE_DOCUMENT: true })}
                style={{ width: '100%', height: '50vh', border: '1px solid #ddd', background: '#fff' }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="sampleEditor.mailAction.close" />
        </Button>
        <Button variant="contained" disabled={busy || !example.data} onClick={() => setConfirming(true)} data-testid="mail-action-send">
          <FormattedMessage id="sampleEditor.mailAction.send" />
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="sampleEditor.mailAction.confirmTitle" values={{ title: action.title }} />}
        text={<FormattedMessage id="sampleEditor.mailAction.confirmText" values={{ count: sampleIds.length, campaign }} />}
        confirmLabel={<FormattedMessage id="sampleEditor.mailAction.send" />}
        busy={busy}
        onConfirm={() => send.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
