import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import type { ShareNetwork } from '../../../schemas/api/share-interview-request.gen.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { InterviewIcon } from './icons.tsx';
import { shareInterview } from '../../api/interviews.ts';
import { useMenu } from '../../ui/useMenu.ts';

/** Share on Facebook or LinkedIn: publishes the interview, then opens the network's share dialog in a new tab. */
export function ShareMenu({ surveyExtName, interviewId }: { surveyExtName: string; interviewId: number }) {
  const intl = useIntl();
  const { api } = useSession();
  const { close, buttonProps, menuProps } = useMenu();
  const share = useMutation({
    mutationFn: (network: ShareNetwork) => shareInterview(api, surveyExtName, interviewId, network),
    // The click's user activation still holds after this short call, so the new tab is not blocked.
    onSuccess: (answer) => window.open(answer.sharingURL, '_blank', 'noopener,noreferrer'),
  });
  const pick = (network: ShareNetwork) => {
    close();
    share.mutate(network);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<InterviewIcon name="share" />}
        {...buttonProps}
        disabled={share.isPending}
      >
        <FormattedMessage id="interview.share" />
      </Button>
      <Menu {...menuProps}>
        <MenuItem onClick={() => pick('FACEBOOK')}>
          <FormattedMessage id="interview.shareFacebook" />
        </MenuItem>
        <MenuItem onClick={() => pick('LINKEDIN')}>
          <FormattedMessage id="interview.shareLinkedIn" />
        </MenuItem>
      </Menu>
      <Snackbar open={share.isSuccess || share.isError} onClose={() => share.reset()} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {share.isError ? (
          <Alert severity="error" onClose={() => share.reset()}>
            <FormattedMessage id="interview.shareFailed" values={{ message: errorMessage(share.error, intl) }} />
          </Alert>
        ) : (
          <Alert severity="success" onClose={() => share.reset()} data-testid="interview-shared">
            <FormattedMessage id="interview.shared" />{' '}
            <Link href={share.data?.publishUrl} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="interview.publicLink" />
            </Link>
          </Alert>
        )}
      </Snackbar>
    </>
  );
}
