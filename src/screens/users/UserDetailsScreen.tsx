import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import userDtoSchema from '../../../schemas/api/user-dto.schema.json';
import type { UserDTO } from '../../../schemas/api/user-dto.gen.ts';
import { userFormValidators } from '../../../schemas/forms/validators.gen.ts';
import { ApiError } from '../../api/client.ts';
import { saveUserDetails, userDetailsQuery, usersKey, type UserDetails } from '../../api/users.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { HiddenField, SchemaForm, type FieldProps, type UiSchema } from '../../adminForms/SchemaForm.tsx';
import { ChannelGroups, QuestionFilters } from './SettingsFields.tsx';

const route = getRouteApi('/_signedIn/userdetails/$surveyExtName/$userId');
const userListHref = (surveyExtName: string) => `/userlist/${encodeSegment(surveyExtName)}`;

interface DetailsContext {
  roles: { id: number; name: string }[];
  locales: string[];
}

function RoleField({ formData, onChange, registry, disabled, readonly, fieldPathId, rawErrors }: FieldProps<number | null>) {
  const intl = useIntl();
  const { roles } = registry.formContext as DetailsContext;
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={fieldPathId.$id}
      label={intl.formatMessage({ id: 'users.role' })}
      value={formData == null ? '' : String(formData)}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value), fieldPathId.path)}
    >
      {roles.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function LocaleField({ formData, onChange, registry, disabled, fieldPathId }: FieldProps<string>) {
  const intl = useIntl();
  const { locales } = registry.formContext as DetailsContext;
  return (
    <TextField select fullWidth size="small" id={fieldPathId.$id} label={intl.formatMessage({ id: 'users.locale' })} value={formData ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value, fieldPathId.path)}>
      {locales.map((l) => (
        <MenuItem key={l} value={l}>
          {intl.formatDisplayName(l, { type: 'language' }) ?? l}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The ui-schema of the details form: labels in the user's language, what a field's rules allow (spec 3 sections 5 and 6). */
export function userUiSchema(intl: IntlShape, opts: { isNew: boolean; isRoot: boolean; restricted: boolean; canEditPassword: boolean }): UiSchema {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const hidden = { 'ui:field': HiddenField };
  const locked = opts.restricted ? { 'ui:disabled': true } : {};
  return {
    'ui:order': ['email', 'name', 'password', 'repeatPassword', 'locale', 'roleId', 'actAsAccess', 'showIndicators', 'lastLogin', 'disabled', 'notifyFlags', 'sendEmail', '*'],
    id: hidden,
    errorMessage: hidden,
    email: { 'ui:title': t('users.email'), 'ui:readonly': !opts.isNew },
    name: { 'ui:title': t('users.name'), 'ui:readonly': !opts.isNew },
    password: opts.canEditPassword ? { 'ui:title': t('users.password'), 'ui:widget': 'password' } : hidden,
    repeatPassword: opts.canEditPassword ? { 'ui:title': t('users.repeatPassword'), 'ui:widget': 'password' } : hidden,
    locale: { 'ui:field': LocaleField },
    roleId: { 'ui:field': RoleField, 'ui:readonly': opts.restricted },
    actAsAccess: opts.isRoot ? { 'ui:title': t('users.actAsAccess') } : hidden,
    showIndicators: { 'ui:title': t('users.showIndicators') },
    lastLogin: opts.isNew ? hidden : { 'ui:title': t('users.lastLogin'), 'ui:readonly': true },
    disabled: { 'ui:title': t('users.disabled'), ...locked },
    notifyFlags: { 'ui:title': t('users.notifications'), 'ui:enumNames': [t('users.notify.0'), t('users.notify.1')], ...locked },
    sendEmail: opts.isNew ? hidden : { 'ui:title': t('users.resendInvitation') },
  };
}

const NoDescription = () => null;
const TEMPLATES = { DescriptionFieldTemplate: NoDescription };

/** `/userdetails/{survey}/{userId}` (0: a new user). */
export function UserDetailsRouteScreen() {
  const { surveyExtName, userId } = route.useParams();
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(userDetailsQuery(api, surveyExtName, userId));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  return <UserDetailsScreen key={`${surveyExtName}/${userId}`} surveyExtName={surveyExtName} details={query.data} />;
}

/**
 * The user details form (spec 3 User details): the person from the UserDTO schema (RJSF), then the question filters
 * and channels. After a save: the user list, or the default page for the restricted user. A refusal shows the
 * server's message at the top and the data the server returned replaces the form.
 */
export function UserDetailsScreen({ surveyExtName, details }: { surveyExtName: string; details: UserDetails }) {
  const { api, identity } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<UserDetails>(details);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const isNew = details.userDTO.id === 0;
  const uiSchema = useMemo(
    () => userUiSchema(intl, { isNew, isRoot: Boolean(identity.isRoot), restricted: form.restricted, canEditPassword: form.canEditPassword }),
    [intl, isNew, identity.isRoot, form.restricted, form.canEditPassword],
  );
  const context = useMemo<DetailsContext>(() => ({ roles: form.roleIDs.map((id, i) => ({ id, name: form.roleNames[i] ?? String(id) })), locales: form.locales }), [form.roleIDs, form.roleNames, form.locales]);

  async function save(user: UserDTO) {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveUserDetails(api, surveyExtName, { ...form, userDTO: user });
      await queryClient.invalidateQueries({ queryKey: usersKey(surveyExtName), refetchType: 'all' });
      void navigate({ href: saved.restricted ? '/' : userListHref(surveyExtName) });
    } catch (e) {
      setError(e);
      const returned = e instanceof ApiError ? (e.body as { user?: UserDetails } | undefined)?.user : undefined;
      if (returned) setForm(returned);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="user-details-title" sx={{ p: 3, maxWidth: 800 }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" id="user-details-title">
          <FormattedMessage id="placeholder.userDetails" />
          {!isNew && ` ${details.userDTO.name}`}
        </Typography>
        {Boolean(error) && (
          <Alert severity="error" data-testid="user-error">
            {errorMessage(error, intl)}
          </Alert>
        )}
        <SchemaForm<UserDTO>
          id="user-form"
          schema={userDtoSchema}
          validators={userFormValidators}
          uiSchema={uiSchema}
          formData={form.userDTO}
          formContext={context}
          templates={TEMPLATES}
          disabled={busy}
          onChange={(userDTO) => setForm((f) => ({ ...f, userDTO }))}
          onSubmit={(u) => void save(u)}
        >
          <Stack spacing={2} sx={{ mt: 2 }}>
            {Object.entries(form.userQuestionFilterMap).map(([survey, filters]) => (
              <QuestionFilters
                key={survey}
                title={intl.formatMessage({ id: 'users.questionFilters' }, { survey })}
                filters={filters}
                disabled={busy || form.restricted}
                onChange={(next) => setForm((f) => ({ ...f, userQuestionFilterMap: { ...f.userQuestionFilterMap, [survey]: next } }))}
              />
            ))}
            <ChannelGroups groups={form.channelDTOs} disabled={busy || form.restricted} onChange={(channelDTOs) => setForm((f) => ({ ...f, channelDTOs }))} />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={busy} data-testid="user-save">
                <FormattedMessage id="common.save" />
              </Button>
              <Button disabled={busy} onClick={() => void navigate({ href: userListHref(surveyExtName) })}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </Stack>
          </Stack>
        </SchemaForm>
      </Stack>
    </Paper>
  );
}
