import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deleteRole, roleQuery, rolesKey, saveRole, type Role } from '../../api/roles.ts';
import { useSession } from '../../auth/context.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { RoleForm } from './RoleForm.tsx';

const route = getRouteApi('/_signedIn/role/$surveyExtName/$roleId');

/** Where the role screen goes back to (spec 3 section 2: saving or deleting a role goes to the survey list). */
const surveyAdminHref = (surveyExtName: string) => `/surveylist/${encodeSegment(surveyExtName)}`;

/** `/role/{survey}/{roleId}` (0: a new role). */
export function RoleRouteScreen() {
  const { surveyExtName, roleId } = route.useParams();
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(roleQuery(api, surveyExtName, roleId));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  return <RoleScreen key={`${surveyExtName}/${roleId}`} surveyExtName={surveyExtName} role={query.data} />;
}

/**
 * The role screen (spec 3 sections 2, 3 and 8): the role form, Save, Delete after 'Delete role?', Cancel. Saving or
 * deleting goes to the survey list; a refusal shows in the red alert at the top and the form stays as it was.
 */
export function RoleScreen({ surveyExtName, role }: { surveyExtName: string; role: Role }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<Role>(role);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const isNew = role.id === 0;

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
      // The list the screen goes to is read afresh before it shows; roles read earlier are dropped (one may be gone).
      queryClient.removeQueries({ queryKey: [...rolesKey(surveyExtName), 'role'] });
      await queryClient.invalidateQueries({ queryKey: [...rolesKey(surveyExtName), 'list'], refetchType: 'all' });
      void navigate({ href: surveyAdminHref(surveyExtName) });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="role-title" sx={{ p: 3, maxWidth: 960 }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" id="role-title">
          <FormattedMessage id="placeholder.role" />
          {!isNew && ` ${role.name}`}
        </Typography>
        {Boolean(error) && (
          <Alert severity="error" data-testid="role-error">
            {errorMessage(error, intl)}
          </Alert>
        )}
        <RoleForm role={form} onChange={setForm} onSubmit={(r) => void run(() => saveRole(api, surveyExtName, r))} disabled={busy}>
          <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="role-save">
              <FormattedMessage id="common.save" />
            </Button>
            {!isNew && (
              <Button color="error" disabled={busy} onClick={() => setConfirming(true)} data-testid="role-delete">
                <FormattedMessage id="roles.delete" />
              </Button>
            )}
            <Button disabled={busy} onClick={() => void navigate({ href: surveyAdminHref(surveyExtName) })}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </Stack>
        </RoleForm>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="roles.deleteConfirm" />}
        text={role.name}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => deleteRole(api, surveyExtName, role.id));
        }}
      />
    </Paper>
  );
}
