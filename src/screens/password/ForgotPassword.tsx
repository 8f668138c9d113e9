import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../auth/context.ts';
import { LoginCard } from '../login/LoginCard.tsx';
import { passwordError } from './passwordErrors.ts';
import type { PasswordResetSent } from '../../../schemas/api/password-reset-sent.gen.ts';

/** `/forgot`: mails a reset link (`GET vuejs/auth/forgot/{user}`, no token). */
export function ForgotPassword() {
  const { api } = useAuth();
  const intl = useIntl();
  const [login, setLogin] = useState('');
  const send = useMutation({
    mutationFn: (user: string) => api.get<PasswordResetSent>(`vuejs/auth/forgot/${encodeURIComponent(user)}`, { auth: false }),
  });
  return (
    <LoginCard title={<FormattedMessage id="password.forgotTitle" />}>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          <FormattedMessage id="password.sent" values={{ to: send.data.sentTo }} />
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), login.trim() && send.mutate(login.trim()))}>
          <Typography sx={{ mb: 2 }}>
            <FormattedMessage id="password.forgotText" />
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={intl.formatMessage({ id: 'password.login' })}
              value={login}
              onChange={(e) => setLogin(e.target.value)}
              autoComplete="username"
              required
              autoFocus
              error={send.isError}
              helperText={send.isError ? passwordError(send.error, intl, { user: login.trim() }) : undefined}
            />
            <Button type="submit" variant="contained" disabled={!login.trim() || send.isPending}>
              <FormattedMessage id="password.send" />
            </Button>
          </Stack>
        </Box>
      )}
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 3 }}>
        <FormattedMessage id="password.backToSignIn" />
      </Link>
    </LoginCard>
  );
}
