import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MOVED } from '../../shell/support.ts';
import { NoticeCard, SupportContact } from './NoticeCard.tsx';

/**
 * `/finland` and `/vgs`: the login address moved from a .dk domain to a .fi domain. Link to the new
 * address, the support contact, a button to the default page, and the archive of data from 2020 and earlier.
 */
export function MovedNotice() {
  const navigate = useNavigate();
  return (
    <NoticeCard title={<FormattedMessage id="notice.movedTitle" />}>
      <Typography>
        <FormattedMessage id="notice.movedText" values={{ from: MOVED.from, to: <Link href={MOVED.to}>{MOVED.toLabel}</Link> }} />
      </Typography>
      <Typography>
        <FormattedMessage id="notice.movedArchive" values={{ archive: (text: React.ReactNode[]) => <Link href={MOVED.archiveUrl}>{text}</Link> }} />
      </Typography>
      <SupportContact />
      <div>
        <Button variant="contained" onClick={() => void navigate({ to: '/' })}>
          <FormattedMessage id="notice.toDefaultPage" />
        </Button>
      </div>
    </NoticeCard>
  );
}
