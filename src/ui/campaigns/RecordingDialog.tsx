/**
 * A call's recording (spec 2 and 3: a dialog of at most 600 wide, MPEG audio, 'Your browser does not support the audio
 * element.'), shared by the sample editor's mails panel and the campaign details' tracking rows. Rendered only by
 * chunks that load the `campaigns` message area.
 */
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useSession } from '../../auth/context.ts';
import { fetchFile } from '../../api/downloads.ts';
import { errorMessage } from '../../shell/errorMessage.ts';

/** The recording fetched with the session token (an audio element cannot send it) and played as MPEG audio. */
export function RecordingDialog({ path, title, onClose }: { path: string; title: string; onClose: () => void }) {
  const { authToken } = useSession();
  const intl = useIntl();
  const titleId = useId();
  const [audio, setAudio] = useState<{ url: string } | { error: string } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchFile(authToken, path, 'recording.mp3').then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        if (live) setAudio({ url });
      },
      (err: unknown) => live && setAudio({ error: errorMessage(err, intl) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [authToken, path, intl]);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} slotProps={{ paper: { sx: { maxWidth: 600 }, 'data-testid': 'recording-dialog' } as object }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="campaign.recording.title" values={{ name: title }} />
      </DialogTitle>
      <DialogContent>
        {audio === null && <Skeleton variant="rounded" height={40} />}
        {audio && 'error' in audio && (
          <Alert severity="error" role="alert">
            {audio.error}
          </Alert>
        )}
        {audio && 'url' in audio && (
          <audio controls style={{ width: '100%' }}>
            <source src={audio.url} type="audio/mpeg" />
            <FormattedMessage id="campaign.recording.unsupported" />
          </audio>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
