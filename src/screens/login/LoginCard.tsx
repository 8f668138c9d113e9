import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The card every login state is shown in. */
export function LoginCard({ title, children, wide }: { title: ReactNode; children?: ReactNode; wide?: boolean }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: wide ? 760 : 520, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Welcome with a progress circle, while signing in. */
export function Welcome({ label }: { label?: ReactNode }) {
  const labelId = useId();
  return (
    <LoginCard title={<FormattedMessage id="login.welcome" />}>
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress aria-labelledby={labelId} size={32} />
        <Typography id={labelId}>{label ?? <FormattedMessage id="auth.signingIn" />}</Typography>
      </Stack>
    </LoginCard>
  );
}
