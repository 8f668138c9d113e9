import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT } from '../../shell/support.ts';

export function NoticeCard({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** The support contact every notice gives. */
export function SupportContact() {
  return (
    <Typography data-testid="support-contact">
      <FormattedMessage
        id="notice.support"
        values={{
          email: <Link href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</Link>,
          phone: <Link href={`tel:${SUPPORT.phone.replace(/\s+/g, '')}`}>{SUPPORT.phone}</Link>,
        }}
      />
    </Typography>
  );
}
