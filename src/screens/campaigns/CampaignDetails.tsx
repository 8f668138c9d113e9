import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../core/dates.ts';
import { campaignActions, campaignMachine } from '../../../machines/campaign.machine.ts';
import { editorDraft } from '../../../machines/campaignEditor.ts';
import { campaignDetailsQuery, campaignLetterPath, campaignReportPath, campaignsKey, deleteTrackings } from '../../api/campaigns.ts';
import type { DirectDownload } from '../../reports/useDirectDownload.ts';
import type { ApiEditor } from '../../api/client.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CampaignStateChip, sendingTypeText } from '../../ui/campaigns/campaignTexts.tsx';
import { campaignActors } from './campaignActors.ts';
import { CampaignEditorDialog } from './CampaignEditorDialog.tsx';
import { CampaignInfoDialog } from './CampaignInfoDialog.tsx';
import { LetterDownloads } from './LetterDownloads.tsx';
import { LetterPreviewDialog } from './LetterPreviewDialog.tsx';
import { MailPreviewDialog } from './MailPreviewDialog.tsx';
import { TrackingTable } from './TrackingTable.tsx';

export interface CampaignDetailsProps {
  /** The survey's calls: the session's client on the screen, the engine's call in the page component. */
  api: ApiEditor;
  surveyExtName: string;
  campaignId: number;
  /** Root users see the status bar and the editor. */
  isRoot: boolean;
  /** Back to where the campaign was opened from; also where a deleted campaign returns. Without it, no back button. */
  onBack?: () => void;
  onOpenInterview(sampleId: number): void;
  /** The report's direct download (it needs the session's token); without it, no download button. */
  download?: DirectDownload;
  /** The campaign's heading: the screen's h1, an h2 inside a page. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * A campaign (spec 3 sections 2 and 4): its state and counts, Start, Pause, Resume, Stop and Delete as the campaign
 * machine allows them, the machine's questions in the confirm dialog, and its tracking rows with resend, delete and
 * the e-mail preview. After delete it goes back. The details screen and the mailCampaignDetails page component show it.
 */
export function CampaignDetails({ api, surveyExtName, campaignId, isRoot, onBack, onOpenInterview, download, headingLevel = 'h1' }: CampaignDetailsProps) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const machine = useMemo(() => campaignMachine.provide({ actors: campaignActors(api, queryClient) }), [api, queryClient]);
  const [snapshot, send] = useMachine(machine, { input: { surveyExtName, campaignId } });
  // The machine's view lacks the mail action and drill path a preview renders with: the same cache entry it loaded.
  const details = useQuery({ ...campaignDetailsQuery(api, surveyExtName, campaignId), enabled: snapshot.context.campaign !== null });
  const [preview, setPreview] = useState<{ trackingId: number; recipient: string } | null>(null);
  const [rowsToDelete, setRowsToDelete] = useState<number[] | null>(null);
  const [deletingRows, setDeletingRows] = useState(false);
  const [rowsError, setRowsError] = useState<string | null>(null);
  const { context } = snapshot;
  // 'Campaign updated' once per save of the editor (the machine counts them).
  const [updatedNotice, setUpdatedNotice] = useState(false);
  const [showInfo, setShowInfo] = useState(false);
  const seenUpdates = useRef(context.updates);
  useEffect(() => {
    if (context.updates > seenUpdates.current) setUpdatedNotice(true);
    seenUpdates.current = context.updates;
  }, [context.updates]);
  const campaign = context.campaign;
  const deleted = snapshot.matches('deleted');
  useEffect(() => {
    if (deleted) onBack?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the campaign is gone
  }, [deleted]);

  if (deleted) return null;
  if (snapshot.matches('loading') && !campaign) return <CircularProgress aria-label={intl.formatMessage({ id: 'campaign.details.loading' })} />;
  if (snapshot.matches('loadFailed') || !campaign) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 800 }}>
        <Alert severity="error" action={<Button onClick={() => send({ type: 'RETRY' })}>{intl.formatMessage({ id: 'common.retry' })}</Button>}>
          {intl.formatMessage({ id: 'campaign.details.loadFailed' }, { message: context.error ?? '' })}
        </Alert>
        {onBack && (
          <Button variant="outlined" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage({ id: 'campaign.details.back' })}
          </Button>
        )}
      </Stack>
    );
  }

  const can = campaignActions(campaign);
  const letters = campaign.sendingType === 'LETTER';
  const editing = snapshot.matches('editor');
  const busy = !(snapshot.matches('ready') || snapshot.matches('failed') || editing);
  const confirmation = context.confirmation;
  const removeRows = async (ids: number[]) => {
    setDeletingRows(true);
    setRowsError(null);
    try {
      await deleteTrackings(api, surveyExtName, campaignId, ids);
      await queryClient.invalidateQueries({ queryKey: campaignsKey(surveyExtName) });
      send({ type: 'RELOAD' });
    } catch (err) {
      setRowsError(errorMessage(err, intl));
    } finally {
      setDeletingRows(false);
      setRowsToDelete(null);
    }
  };
  const buttons: { show: boolean; label: 'campaign.action.start' | 'campaign.action.pause' | 'campaign.action.resume' | 'campaign.action.stop' | 'campaign.action.delete'; event: 'START' | 'PAUSE' | 'RESUME' | 'STOP' | 'DELETE'; danger?: boolean }[] = [
    { show: can.start, label: 'campaign.action.start', event: 'START' },
    { show: can.pause, label: 'campaign.action.pause', event: 'PAUSE' },
    { show: can.resume, label: 'campaign.action.resume', event: 'RESUME' },
    { show: can.stop, label: 'campaign.action.stop', event: 'STOP' },
    { show: can.delete, label: 'campaign.action.delete', event: 'DELETE', danger: true },
  ];

  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {onBack && (
          <Button variant="outlined" onClick={onBack}>
            {intl.formatMessage({ id: 'campaign.details.back' })}
          </Button>
        )}
        <Typography variant="h5" component={headingLevel}>
          {intl.formatMessage({ id: 'campaign.details.heading' }, { name: campaign.name })}
        </Typography>
        <span data-testid="campaign-state" data-state={campaign.state}>
          <CampaignStateChip state={campaign.state} />
        </span>
        {busy && <CircularProgress size={20} aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        <Button variant="outlined" disabled={!details.data} onClick={() => setShowInfo(true)}>
          {intl.formatMessage({ id: 'campaign.info.open' })}
        </Button>
        {isRoot && (
          <Button variant="outlined" disabled={busy || !details.data} onClick={() => details.data && send({ type: 'EDIT_CAMPAIGN', draft: editorDraft(details.data) })}>
            {intl.formatMessage({ id: 'campaign.editor.edit' })}
          </Button>
        )}
      </Stack>
      {isRoot && (
        <Paper
          variant="outlined"
          role="status"
          aria-label={intl.formatMessage({ id: 'campaign.status.label' })}
          data-testid="campaign-status-bar"
          sx={{ px: 2, py: 1, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <CampaignStateChip state={campaign.state} />
          <Typography variant="body2">
            {intl.formatMessage({ id: 'campaign.status.type' }, { type: intl.formatMessage({ id: `campaign.info.type.${campaign.campaignType}` as MessageId }) })}
          </Typography>
          {campaign.scheduledStartDateTime && (
            <Typography variant="body2">{intl.formatMessage({ id: 'campaign.status.scheduled' }, { date: formatDate(campaign.scheduledStartDateTime, { time: true }) })}</Typography>
          )}
          {details.data?.created && (
            <Typography variant="body2">{intl.formatMessage({ id: 'campaign.status.created' }, { date: formatDate(details.data.created, { time: true }) })}</Typography>
          )}
          {details.data && (
            <Typography variant="body2">
              {details.data.lastRun
                ? intl.formatMessage({ id: 'campaign.status.lastRun' }, { date: formatDate(details.data.lastRun, { time: true }) })
                : intl.formatMessage({ id: 'campaign.status.neverRun' })}
            </Typography>
          )}
          <Typography variant="body2">{intl.formatMessage({ id: 'campaign.status.rows' }, { n: campaign.recipientCount })}</Typography>
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'campaign.details.summary' }, { sendingType: sendingTypeText(intl, campaign.sendingType), recipients: campaign.recipientCount })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={intl.formatMessage({ id: 'campaign.details.actions' })} sx={{ flexWrap: 'wrap' }}>
        {buttons
          .filter((b) => b.show)
          .map((b) => (
            <Button key={b.event} variant={b.danger ? 'outlined' : 'contained'} color={b.danger ? 'error' : 'primary'} disabled={busy} onClick={() => send({ type: b.event })}>
              {intl.formatMessage({ id: b.label })}
            </Button>
          ))}
        {download && (
          <Button variant="outlined" disabled={download.busy !== null} onClick={() => void download.start('report', campaignReportPath(surveyExtName, campaignId), `campaign-${campaignId}.xlsx`)}>
            {intl.formatMessage({ id: download.busy === 'report' ? 'campaign.action.downloadingReport' : 'campaign.action.downloadReport' })}
          </Button>
        )}
      </Stack>
      {letters && <LetterDownloads surveyExtName={surveyExtName} campaignId={campaignId} />}
      {download?.error && (
        <Alert severity="error" onClose={download.dismiss}>
          {intl.formatMessage({ id: 'campaign.details.downloadFailed' }, { message: download.error })}
        </Alert>
      )}
      {snapshot.matches('failed') && context.error && (
        <Alert severity="error" onClose={() => send({ type: 'DISMISS' })}>
          {context.error}
        </Alert>
      )}
      {rowsError && (
        <Alert severity="error" onClose={() => setRowsError(null)}>
          {rowsError}
        </Alert>
      )}
      <TrackingTable
        api={api}
        surveyExtName={surveyExtName}
        campaignId={campaignId}
        canPreview={(campaign.sendingType === 'EMAIL' || letters) && details.data !== undefined}
        canDownloadLetter={letters && download !== undefined}
        onDownloadLetter={(trackingId) => void download?.start(`letter-${trackingId}`, campaignLetterPath(surveyExtName, campaignId, trackingId), `letter-${trackingId}.pdf`)}
        canResend={can.resend}
        canDeleteRow={campaign.campaignType === 'PULL_SINGLE'}
        busy={busy || deletingRows}
        onResend={(ids) => send({ type: 'RESEND', trackingIds: ids })}
        onDelete={setRowsToDelete}
        onPreview={(trackingId, recipient) => setPreview({ trackingId, recipient })}
        onOpenInterview={onOpenInterview}
      />
      <ConfirmDialog
        open={confirmation !== null}
        title={intl.formatMessage({ id: 'campaign.confirm.title' })}
        text={confirmation ? intl.formatMessage({ id: confirmation.id }, confirmation.values) : ''}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ConfirmDialog
        open={rowsToDelete !== null}
        busy={deletingRows}
        title={intl.formatMessage({ id: 'campaign.confirm.title' })}
        text={intl.formatMessage({ id: 'campaign.confirm.deleteRows' }, { n: rowsToDelete?.length ?? 0 })}
        onConfirm={() => void removeRows(rowsToDelete ?? [])}
        onCancel={() => setRowsToDelete(null)}
      />
      {editing && details.data && (
        <CampaignEditorDialog
          api={api}
          surveyExtName={surveyExtName}
          campaign={details.data}
          draft={context.draft}
          send={send}
          isRoot={isRoot}
          busy={snapshot.matches({ editor: 'updating' })}
          error={context.error}
        />
      )}
      <Snackbar open={updatedNotice} autoHideDuration={5000} onClose={(_e, reason) => reason !== 'clickaway' && setUpdatedNotice(false)}>
        <Alert severity="success" variant="filled" onClose={() => setUpdatedNotice(false)} data-testid="campaign-updated">
          {intl.formatMessage({ id: 'campaign.editor.updated' })}
        </Alert>
      </Snackbar>
      {showInfo && details.data && <CampaignInfoDialog campaign={details.data} onClose={() => setShowInfo(false)} />}
      {preview && details.data && letters && (
        <LetterPreviewDialog surveyExtName={surveyExtName} campaignId={campaignId} trackingId={preview.trackingId} recipient={preview.recipient} onClose={() => setPreview(null)} />
      )}
      {preview && details.data && !letters && (
        <MailPreviewDialog api={api} surveyExtName={surveyExtName} campaign={details.data} trackingId={preview.trackingId} recipient={preview.recipient} onClose={() => setPreview(null)} />
      )}
    </Stack>
  );
}
