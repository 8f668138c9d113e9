import { FormattedMessage } from 'react-intl';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CloseActions } from '../ui/CloseActions.tsx';
import { SUPPORT } from './support.ts';

/** Support: FAQ link, e-mail link, phone number and opening hours (spec 1 section 2.3). */
export function SupportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="support-title">
      <DialogTitle id="support-title">
        <FormattedMessage id="support.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Link href={SUPPORT.faqUrl} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="support.faq" />
          </Link>
          <Typography>
            <FormattedMessage id="support.email" />{' '}
            <Link href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</Link>
          </Typography>
          <Typography>
            <FormattedMessage id="support.phone" />{' '}
            <Link href={`tel:${SUPPORT.phone.replace(/\s+/g, '')}`}>{SUPPORT.phone}</Link>
          </Typography>
          <Typography>
            <FormattedMessage id="support.hours" values={{ opens: SUPPORT.opens, closes: SUPPORT.closes }} />
          </Typography>
        </Stack>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
