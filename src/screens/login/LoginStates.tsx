import { VISUALLY_HIDDEN } from '../../ui/visuallyHidden.ts';
import { useId, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../auth/context.ts';
import type { Identity } from '../../auth/types.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { LoginCard } from './LoginCard.tsx';
import type { DetailedLoginState } from './detailedState.ts';

function UniverseList({ identity, preselected, error, busy }: { identity: Identity; preselected?: string; error: string | null; busy: boolean }) {
  const { selectUniverse } = useAuth();
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <List aria-label={useIntl().formatMessage({ id: 'login.universeList' })}>
        {identity.universes.map((u) => (
          <ListItem key={u.name} disablePadding>
            <ListItemButton
              selected={u.name === preselected}
              autoFocus={u.name === preselected}
              disabled={busy}
              onClick={() => selectUniverse(u.name)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}
            >
              <ListItemText primary={u.title} secondary={u.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** Status 6: the universes with a few indicators each, to choose from (the global overview). */
function IndicatorTable({ identity, error, busy }: { identity: Identity; error: string | null; busy: boolean }) {
  const { selectUniverse } = useAuth();
  const intl = useIntl();
  const rows = identity.globalOverviewData ?? [];
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Table size="small" aria-label={intl.formatMessage({ id: 'login.overviewTable' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="login.universe" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="login.nSurveys" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="login.nInterviews30d" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="login.nOpenAlerts" />
            </TableCell>
            <TableCell>
              <span
                className="visually-hidden"
                style={VISUALLY_HIDDEN}
              >
                <FormattedMessage id="login.choose" />
              </span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.universeName}>
              <TableCell component="th" scope="row">
                {r.universeTitle}
              </TableCell>
              <TableCell align="right">
                <FormattedNumber value={r.nSurveys} />
              </TableCell>
              <TableCell align="right">
                <FormattedNumber value={r.nInterviews30d} />
              </TableCell>
              <TableCell align="right">
                <FormattedNumber value={r.nOpenAlerts} />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => selectUniverse(r.universeName)}
                  aria-label={intl.formatMessage({ id: 'login.chooseUniverse' }, { universe: r.universeTitle })}
                >
                  <FormattedMessage id="login.choose" />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** Status 7: act as a user of a universe one administers, or continue as oneself. */
function ActAsPicker({ identity, error, choiceError, busy }: { identity: Identity; error: string | null; choiceError: string | null; busy: boolean }) {
  const { actAs, selectUniverse } = useAuth();
  const intl = useIntl();
  const lists = identity.universeAdminUserList;
  const [universe, setUniverse] = useState(lists[0]?.universeName ?? '');
  const users = lists.find((l) => l.universeName === universe)?.users ?? [];
  const [user, setUser] = useState('');
  const errorId = useId();
  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), user && actAs(universe, user))}>
        <Typography variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="login.actAsTitle" />
        </Typography>
        <Stack spacing={2}>
          <TextField
            select
            label={intl.formatMessage({ id: 'login.actAsUniverse' })}
            value={universe}
            onChange={(e) => (setUniverse(e.target.value), setUser(''))}
          >
            {lists.map((l) => (
              <MenuItem key={l.universeName} value={l.universeName}>
                {l.universeTitle ?? l.universeName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={intl.formatMessage({ id: 'term.user' })}
            value={user}
            onChange={(e) => setUser(e.target.value)}
            error={Boolean(error)}
            slotProps={{
              select: {
                SelectDisplayProps: error ? { 'aria-describedby': errorId } : {},
              },
            }}
          >
            {users.map((u) => (
              <MenuItem key={u.username} value={u.username}>
                {u.fullName} ({u.username})
              </MenuItem>
            ))}
          </TextField>
          {error && (
            <FormHelperText error id={errorId} role="alert" data-testid="act-as-error">
              {error}
            </FormHelperText>
          )}
          <Button type="submit" variant="contained" disabled={!user || busy}>
            <FormattedMessage id="login.actAsSubmit" />
          </Button>
        </Stack>
      </Box>
      {identity.universes.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="login.continueAsSelf" values={{ name: identity.fullName || identity.username }} />
          </Typography>
          {choiceError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {choiceError}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {identity.universes.map((u) => (
              <Button key={u.name} variant="outlined" disabled={busy} onClick={() => selectUniverse(u.name)}>
                {u.title}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/** Status 8: the first load, with its percentage. */
function LoadProgress({ percent }: { percent: number }) {
  const intl = useIntl();
  return (
    <LoginCard title={<FormattedMessage id="login.loadingTitle" />}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', py: 2 }}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress variant="determinate" value={percent} size={64} aria-label={intl.formatMessage({ id: 'login.loadingLabel' })} />
          <Box
            sx={{
              inset: 0,
              position: 'absolute',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography variant="body2" component="span" data-testid="load-percent">
              <FormattedNumber value={percent / 100} style="percent" />
            </Typography>
          </Box>
        </Box>
        <Typography role="status">
          <FormattedMessage id="login.loadingText" />
        </Typography>
      </Stack>
    </LoginCard>
  );
}

/** The login states that ask for a choice or say what went wrong (the progress states are in LoginStateView.tsx). */
export function LoginStateDetails({ state, preselectedUniverse }: { state: DetailedLoginState; preselectedUniverse?: string }) {
  const { retry, differentUser, start } = useAuth();
  const intl = useIntl();
  const retryButton = (
    <Button color="inherit" size="small" onClick={retry}>
      <FormattedMessage id="common.retry" />
    </Button>
  );
  switch (state.status) {
    case 'choose-universe':
      return (
        <LoginCard title={<FormattedMessage id="login.chooseUniverseTitle" />} wide={state.byIndicators}>
          {state.byIndicators ? (
            <IndicatorTable identity={state.identity} error={state.error} busy={state.busy} />
          ) : (
            <UniverseList identity={state.identity} preselected={preselectedUniverse} error={state.error} busy={state.busy} />
          )}
          {state.busy && <LinearProgress aria-label={intl.formatMessage({ id: 'auth.signingIn' })} sx={{ mt: 2 }} />}
        </LoginCard>
      );
    case 'act-as':
      return (
        <LoginCard title={<FormattedMessage id="login.actAsHeading" />}>
          <ActAsPicker identity={state.identity} error={state.error} choiceError={state.choiceError} busy={state.busy} />
          {state.busy && <LinearProgress aria-label={intl.formatMessage({ id: 'auth.signingIn' })} sx={{ mt: 2 }} />}
        </LoginCard>
      );
    case 'loading':
      return <LoadProgress percent={state.percent} />;
    case 'unknown-user':
      return (
        <LoginCard title={<FormattedMessage id="login.almostReadyTitle" />}>
          <Typography sx={{ mb: 3 }}>
            <FormattedMessage id="login.almostReadyText" values={{ username: state.username }} />
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={differentUser}>
              <FormattedMessage id="login.differentUser" />
            </Button>
            <Button onClick={retry}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Stack>
        </LoginCard>
      );
    case 'not-configured':
      return (
        <LoginCard title={<FormattedMessage id="login.differentUser" />}>
          <Alert severity="warning" sx={{ mb: 3 }}>
            <FormattedMessage id="login.notConfigured" />
          </Alert>
          <Button variant="contained" onClick={differentUser}>
            <FormattedMessage id="login.differentUser" />
          </Button>
        </LoginCard>
      );
    case 'not-logged-in':
      return (
        <LoginCard title={<FormattedMessage id="login.welcome" />}>
          <Alert severity="warning" action={retryButton}>
            <FormattedMessage id="auth.notLoggedIn" />
          </Alert>
        </LoginCard>
      );
    case 'failed':
      return (
        <LoginCard title={<FormattedMessage id="login.welcome" />}>
          <Alert severity="error" action={retryButton}>
            <AlertTitle>
              <FormattedMessage id="auth.signInFailed" />
            </AlertTitle>
            {errorMessage(state.error, intl)}
          </Alert>
          <Button sx={{ mt: 2 }} onClick={() => start()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </LoginCard>
      );
  }
}
