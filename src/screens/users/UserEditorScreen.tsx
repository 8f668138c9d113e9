import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IdentityProviderUser } from '../../../schemas/api/identity-provider-user.gen.ts';
import type { UniverseUser } from '../../../schemas/api/user-editor-data.gen.ts';
import { fetchIdentityProviderUser, fetchUserChannels, saveUserEditor, userEditorQuery, usersKey, type UserEditorData } from '../../api/users.ts';
import { useSession } from '../../auth/context.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ChangeUsernameDialog } from './ChangeUsernameDialog.tsx';
import { UniverseCard } from './UniverseCard.tsx';

const route = getRouteApi('/_signedIn/usereditor/$surveyExtName/$userId');
const userListHref = (surveyExtName: string) => `/userlist/${encodeSegment(surveyExtName)}`;

/** `/usereditor/{survey}/{userId}` (0: a new user). */
export function UserEditorRouteScreen() {
  const { surveyExtName, userId } = route.useParams();
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(userEditorQuery(api, surveyExtName, userId));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  return <UserEditorScreen key={`${surveyExtName}/${userId}`} surveyExtName={surveyExtName} data={query.data} />;
}

/** The identity provider's read-only view of the user, read again with Fetch (root). */
function IdentityProviderBlock({ surveyExtName, userId, initial }: { surveyExtName: string; userId: number; initial: IdentityProviderUser }) {
  const { api } = useSession();
  const intl = useIntl();
  const [account, setAccount] = useState(initial);
  const [error, setError] = useState<unknown>(null);
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'users.email' }), account.email],
    [intl.formatMessage({ id: 'users.firstName' }), account.firstName],
    [intl.formatMessage({ id: 'users.lastName' }), account.lastName],
    [intl.formatMessage({ id: 'users.enabled' }), intl.formatMessage({ id: account.enabled ? 'users.yes' : 'users.no' })],
    [intl.formatMessage({ id: 'users.idpId' }), account.userId],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="idp-title" sx={{ p: 2 }} data-testid="idp-block">
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" id="idp-title">
          <FormattedMessage id="users.identityProvider" />
        </Typography>
        {(account.error || Boolean(error)) && <Alert severity="error">{account.error || errorMessage(error, intl)}</Alert>}
        <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, m: 0 }}>
          {rows.map(([k, v]) => (
            <div key={k}>
              <Typography component="dt" variant="caption">
                {k}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {v}
              </Typography>
            </div>
          ))}
        </Stack>
        <div>
          <Button size="small" onClick={() => fetchIdentityProviderUser(api, surveyExtName, userId).then(setAccount, setError)}>
            <FormattedMessage id="users.fetch" />
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * The user editor (spec 3 User editor): e-mail, first and last name, indicators and invite; for root the enabled
 * toggle, the change-username dialog and the identity-provider block; a checkbox and a card per universe. The
 * button reads Create for a new user, else Update. Refusals show the server's rules joined by commas.
 */
export function UserEditorScreen({ surveyExtName, data }: { surveyExtName: string; data: UserEditorData }) {
  const { api, identity } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<UserEditorData>(data);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const isNew = data.id === 0;
  const isRoot = Boolean(identity.isRoot);
  // An administrator editing themself keeps their role, state and universe (the server refuses a change: escalation or lockout).
  const ownIn = (c: UniverseUser) => !isNew && !isRoot && data.id === identity.userId && c.universeName === identity.universe;
  const setCard = (name: string, patch: (c: UniverseUser) => UniverseUser) => setForm((f) => ({ ...f, universeUsers: f.universeUsers.map((c) => (c.universeName === name ? patch(c) : c)) }));

  async function chooseRole(card: UniverseUser, roleId: number) {
    setCard(card.universeName, (c) => ({ ...c, selectedrole: roleId }));
    // A new membership takes the chosen role's channels (spec 3 section 4).
    if (!card.createuser || card.universeName !== identity.universe) return;
    try {
      const { notificationChannels } = await fetchUserChannels(api, surveyExtName, form.id, roleId);
      setCard(card.universeName, (c) => ({ ...c, notificationChannels }));
    } catch (e) {
      setError(e);
    }
  }

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const result = await saveUserEditor(api, surveyExtName, form);
      await queryClient.invalidateQueries({ queryKey: usersKey(surveyExtName), refetchType: 'all' });
      setSaved(true);
      void navigate({ href: result.restricted ? '/' : userListHref(surveyExtName) });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const text = (key: 'email' | 'firstName' | 'lastName', label: 'users.email' | 'users.firstName' | 'users.lastName', readOnly = false) => (
    <TextField
      size="small"
      required
      label={intl.formatMessage({ id: label })}
      value={form[key]}
      slotProps={{ htmlInput: { readOnly, 'data-testid': `editor-${key}` } }}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
    />
  );
  const flag = (key: 'indicators' | 'invite' | 'enabled', label: 'users.showIndicators' | 'users.invite' | 'users.enabled') => (
    <FormControlLabel label={intl.formatMessage({ id: label })} control={<Switch checked={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.checked }))} />} />
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="user-editor-title" sx={{ p: 3, maxWidth: 1000 }}>
      <Stack
        spacing={2.5}
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Typography variant="h5" component="h1" id="user-editor-title">
          <FormattedMessage id="placeholder.userEditor" />
          {!isNew && ` ${data.firstName} ${data.lastName}`}
        </Typography>
        {Boolean(error) && (
          <Alert severity="error" data-testid="user-error">
            {errorMessage(error, intl)}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {text('email', 'users.email', !isNew)}
          {!isNew && isRoot && (
            <Button onClick={() => setRenaming(true)} data-testid="change-username">
              <FormattedMessage id="users.changeUsername" />
            </Button>
          )}
          {text('firstName', 'users.firstName')}
          {text('lastName', 'users.lastName')}
        </Stack>
        <FormGroup row>
          {flag('indicators', 'users.showIndicators')}
          {flag('invite', 'users.invite')}
          {isRoot && flag('enabled', 'users.enabled')}
        </FormGroup>
        {isRoot && form.keyCloakData && <IdentityProviderBlock surveyExtName={surveyExtName} userId={form.id} initial={form.keyCloakData} />}
        <FormGroup row aria-label={intl.formatMessage({ id: 'users.universes' })}>
          {form.universeUsers.map((c) => (
            <FormControlLabel
              key={c.universeName}
              label={c.universeTitle}
              disabled={ownIn(c)}
              control={<Checkbox checked={c.createuser} onChange={(e) => setCard(c.universeName, (x) => ({ ...x, createuser: e.target.checked }))} data-testid={`universe-${c.universeName}`} />}
            />
          ))}
        </FormGroup>
        {form.universeUsers.map((c) => (
          <UniverseCard key={c.universeName} card={c} isRoot={isRoot} own={ownIn(c)} onChange={(next) => setCard(c.universeName, () => next)} onRoleChange={(roleId) => void chooseRole(c, roleId)} />
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy} data-testid="user-save">
            <FormattedMessage id={isNew ? 'users.create' : 'users.update'} />
          </Button>
          <Button disabled={busy} onClick={() => void navigate({ href: userListHref(surveyExtName) })}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </Stack>
      </Stack>
      {renaming && (
        <ChangeUsernameDialog
          surveyExtName={surveyExtName}
          current={form.email}
          onClose={(changed) => {
            setRenaming(false);
            if (changed) setForm((f) => ({ ...f, email: changed }));
          }}
        />
      )}
      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)} message={intl.formatMessage({ id: 'users.saved' })} />
    </Paper>
  );
}
