import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { passwordProblems, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '../../../core/passwordRules.ts';
import { ApiError } from '../../api/client.ts';
import { useAuth } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { LoginCard } from '../login/LoginCard.tsx';
import { passwordError } from './passwordErrors.ts';
import type { PasswordResetDone } from '../../../schemas/api/password-reset-done.gen.ts';

const PROBLEM_TEXT: Record<PasswordProblem, MessageId> = {
  tooShort: 'password.tooShort',
  tooLong: 'password.tooLong',
  common: 'password.common',
  containsUsername: 'password.containsUsername',
};

/** `/reset?token=`: a new password with the token from the mail (`POST vuejs/auth/reset`). */
export function ResetPassword() {
  const { api } = useAuth();
  const intl = useIntl();
  const { token } = useSearch({ from: '/reset' });
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const reset = useMutation({
    mutationFn: () => api.post<PasswordResetDone>('vuejs/auth/reset', { token, password }, { auth: false }),
  });
  const problems = passwordProblems(password);
  const mismatch = again !== '' && again !== password;
  const problemText = problems.map((p) => intl.formatMessage({ id: PROBLEM_TEXT[p] }, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })).join(' ');
  const serverWeak = reset.error instanceof ApiError && reset.error.error === 'weak_password';

  if (!token) {
    return (
      <LoginCard title={<FormattedMessage id="password.resetTitle" />}>
        <Alert severity="error">
          <FormattedMessage id="password.tokenInvalid" />
        </Alert>
        <Link component={RouterLink} to="/forgot" sx={{ display: 'inline-block', mt: 2 }}>
          <FormattedMessage id="password.askAgain" />
        </Link>
      </LoginCard>
    );
  }
  return (
    <LoginCard title={<FormattedMessage id="password.resetTitle" />}>
      {reset.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            <FormattedMessage id="password.resetDone" values={{ username: reset.data.username }} />
          </Alert>
          <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 2 }}>
            <FormattedMessage id="password.signIn" />
          </Button>
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (problems.length === 0 && again === password) reset.mutate();
          }}
        >
          <Stack spacing={2}>
            <TextField
              type="password"
              label={intl.formatMessage({ id: 'password.new' })}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
              required
              autoFocus
              error={(tried && problems.length > 0) || serverWeak}
              helperText={
                serverWeak ? reset.error?.message : tried && problems.length ? problemText : intl.formatMessage({ id: 'password.rules' }, { min: PASSWORD_MIN_LENGTH })
              }
            />
            <TextField
              type="password"
              label={intl.formatMessage({ id: 'password.again' })}
              value={again}
              onChange={(e) => setAgain(e.target.value)}
              autoComplete="new-password"
              required
              error={(tried && again !== password) || mismatch}
              helperText={(tried && again !== password) || mismatch ? intl.formatMessage({ id: 'password.mismatch' }) : undefined}
            />
            {reset.isError && !serverWeak && (
              <Alert severity="error" role="alert">
                {passwordError(reset.error, intl)}{' '}
                <Link component={RouterLink} to="/forgot">
                  <FormattedMessage id="password.askAgain" />
                </Link>
              </Alert>
            )}
            <Button type="submit" variant="contained" disabled={reset.isPending}>
              <FormattedMessage id="password.save" />
            </Button>
          </Stack>
        </Box>
      )}
    </LoginCard>
  );
}
