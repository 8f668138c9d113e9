import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSession } from '../../auth/context.ts';
import { campaignLetterPath } from '../../api/campaigns.ts';
import { fetchFile, saveBlob } from '../../api/downloads.ts';

/**
 * A letter campaign row's letter as the PDF the campaign made (spec 3 section 2, preview of a letter), fetched with the
 * session token and shown by the browser's own PDF viewer, with a download where the browser shows none.
 */
export function LetterPreviewDialog({ surveyExtName, campaignId, trackingId, recipient, onClose }: { surveyExtName: string; campaignId: number; trackingId: number; recipient: string; onClose(): void }) {
  const intl = useIntl();
  const { authToken } = useSession();
  const [letter, setLetter] = useState<{ url: string; blob: Blob; fileName: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchFile(authToken, campaignLetterPath(surveyExtName, campaignId, trackingId), `letter-${trackingId}.pdf`).then(
      ({ blob, fileName }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLetter({ url, blob, fileName });
      },
      (err: unknown) => live && setError((err as Error).message),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [authToken, surveyExtName, campaignId, trackingId]);
  const title = intl.formatMessage({ id: 'campaign.letterPreview.title' }, { recipient });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="campaign-letter-preview-title">
      <DialogTitle id="campaign-letter-preview-title">{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : !letter ? (
          <CircularProgress aria-label={intl.formatMessage({ id: 'campaign.letterPreview.loading' })} />
        ) : (
          <object data={letter.url} type="application/pdf" aria-label={title} data-testid="letter-preview" style={{ width: '100%', height: '70vh' }}>
            {intl.formatMessage({ id: 'campaign.letterPreview.noViewer' })}
          </object>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={!letter} onClick={() => letter && saveBlob(letter.blob, letter.fileName)}>
          {intl.formatMessage({ id: 'campaign.action.downloadLetter' })}
        </Button>
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
