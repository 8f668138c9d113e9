import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApiReader } from '../../api/client.ts';
import { campaignMailQuery, type CampaignDetails } from '../../api/campaigns.ts';
import { errorMessage } from '../../shell/errorMessage.ts';

/**
 * A tracking row's e-mail as its recipient gets it (rendermail). The server sanitises it; it is sanitised again here
 * and shown in an iframe with every sandbox restriction (`sandbox=""`: no scripts, forms, navigation or same origin),
 * so a template can never act in the app.
 */
export function MailPreviewDialog({
  api,
  surveyExtName,
  campaign,
  trackingId,
  recipient,
  onClose,
}: {
  api: ApiReader;
  surveyExtName: string;
  campaign: Pick<CampaignDetails, 'id' | 'mailAction' | 'link'>;
  trackingId: number;
  recipient: string;
  onClose(): void;
}) {
  const intl = useIntl();
  const mail = useQuery(campaignMailQuery(api, surveyExtName, campaign, trackingId));
  const title = intl.formatMessage({ id: 'campaign.preview.title' }, { recipient });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="campaign-mail-preview-title">
      <DialogTitle id="campaign-mail-preview-title">{title}</DialogTitle>
      <DialogContent>
        {mail.isPending ? (
          <CircularProgress aria-label={intl.formatMessage({ id: 'campaign.preview.loading' })} />
        ) : mail.isError ? (
          <Alert severity="error">{errorMessage(mail.error, intl)}</Alert>
        ) : (
          <iframe
            sandbox=""
            title={intl.formatMessage({ id: 'campaign.preview.frame' })}
            srcDoc={DOMPurify.sanitize(String(mail.data), { WHOLE_DOCUMENT: true })}
            style={{ width: '100%', height: '60vh', border: '1px solid #ddd', background: '#fff' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
