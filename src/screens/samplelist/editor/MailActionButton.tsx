import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import { useSession } from '../../../auth/context.ts';
import { sendSampleMailAction } from '../../../api/sampleEditor.ts';
import { errorMessage } from '../../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import type { SampleMailActionRequest } from '../../../../schemas/api/sample-mail-action-request.gen.ts';

/**
 * The editor's mail-action button (spec 2 sections 2 and 4): after the confirm dialog, the configured template goes
 * to the sample's contact through the action's PULL_SINGLE campaign (POST vuejs/sampleeditor/mailaction); the
 * mails panel then shows it.
 */
export function MailActionButton(props: {
  surveyExtName: string;
  sampleId: number;
  title: string;
  mailAction: SampleMailActionRequest;
  disabled: boolean;
  onDone: (message: string) => void;
}) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: () => sendSampleMailAction(api, props.surveyExtName, props.sampleId, props.mailAction),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['sample-mail-tracking', props.surveyExtName, props.sampleId] });
      props.onDone(intl.formatMessage({ id: 'sampleEditor.mailAction.done' }, { queued: result.affected, skipped: 0, campaign: result.title }));
    },
    onError: (err) => props.onDone(intl.formatMessage({ id: 'sampleEditor.mailAction.failed' }, { message: errorMessage(err, intl) })),
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button variant="outlined" disabled={props.disabled || send.isPending} onClick={() => setConfirming(true)} data-testid="sample-editor-mail-action">
        {props.title}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="sampleEditor.mailAction.confirmTitle" values={{ title: props.title }} />}
        text={<FormattedMessage id="sampleEditor.mailAction.confirmText" values={{ count: 1, campaign: props.mailAction.campaignName }} />}
        confirmLabel={<FormattedMessage id="sampleEditor.mailAction.send" />}
        busy={send.isPending}
        onConfirm={() => send.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
