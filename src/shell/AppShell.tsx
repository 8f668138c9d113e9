import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAuth } from '../auth/context.ts';
import { displayName } from '../auth/types.ts';
import { errorMessage } from './errorMessage.ts';

/**
 * The application frame: top bar with the product name, the signed-in user and Sign out, and the
 * main region. The main region shows `children` once signed in, and the sign-in progress or
 * failure otherwise. It uses no router hooks, so it also renders before the router exists.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { state, signOut } = useAuth();
  const intl = useIntl();

  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 600, flexShrink: 0 }}>
            <FormattedMessage id="app.title" />
          </Typography>
          {state.status === 'signed-in' && (
            <>
              <Typography variant="body2" component="p" noWrap sx={{ minWidth: 0 }}>
                {intl.formatMessage(
                  { id: 'auth.signedInAs' },
                  { name: <span data-testid="user-name" key="name">{displayName(state.identity)}</span> },
                )}
              </Typography>
              <Button color="inherit" variant="outlined" onClick={() => void signOut()}>
                <FormattedMessage id="auth.signOut" />
              </Button>
            </>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        {state.status === 'signed-in' ? children : <SignInStatus />}
      </Box>
    </>
  );
}

function Progress({ label }: { label: ReactNode }) {
  const labelId = useId();
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
      <CircularProgress aria-labelledby={labelId} size={28} />
      <Typography id={labelId}>{label}</Typography>
    </Stack>
  );
}

/** Everything the main region shows while there is no signed-in user. */
function SignInStatus() {
  const { state, retry, signOut } = useAuth();
  const intl = useIntl();
  const retryButton = (
    <Button color="inherit" size="small" onClick={retry}>
      <FormattedMessage id="auth.retry" />
    </Button>
  );

  switch (state.status) {
    case 'signing-in':
      return <Progress label={<FormattedMessage id="auth.signingIn" />} />;
    case 'signing-out':
      return <Progress label={<FormattedMessage id="auth.signingOut" />} />;
    case 'not-logged-in':
      return (
        <Alert severity="warning" action={retryButton}>
          <FormattedMessage id="auth.notLoggedIn" />
        </Alert>
      );
    case 'login-status':
      return (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              {retryButton}
              <Button color="inherit" size="small" onClick={() => void signOut()}>
                <FormattedMessage id="auth.signOut" />
              </Button>
            </Stack>
          }
        >
          <FormattedMessage id="auth.loginStatus" values={{ status: state.loginStatus }} />
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" action={retryButton}>
          <AlertTitle>
            <FormattedMessage id="auth.signInFailed" />
          </AlertTitle>
          {errorMessage(state.error, intl)}
        </Alert>
      );
    case 'signed-in':
      return null;
  }
}
