import { FormattedMessage, useIntl } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageId } from '../../i18n/index.ts';
import type { UniverseUser } from '../../../schemas/api/user-editor-data.gen.ts';
import { ChannelGroups, QuestionFilters } from './SettingsFields.tsx';

/**
 * One universe's settings of the user (spec 3 Universe user): role, locale, disabled, notifications, the
 * administrator toggle (root), channels and question filters. Editable only when the user is a member there or the
 * universe's box is ticked (spec 3 section 4).
 */
export function UniverseCard({
  card,
  isRoot,
  own = false,
  onChange,
  onRoleChange,
}: {
  card: UniverseUser;
  isRoot: boolean;
  /** The editor's own membership (not root): role and disabled state stay as they are (the server refuses a change). */
  own?: boolean;
  onChange(card: UniverseUser): void;
  onRoleChange(roleId: number): void;
}) {
  const intl = useIntl();
  const off = !card.createuser;
  const set = (patch: Partial<UniverseUser>) => onChange({ ...card, ...patch });
  const toggle = (key: 'disabled' | 'notification' | 'admin', label: MessageId, locked = false) => (
    <FormControlLabel disabled={off || locked} label={intl.formatMessage({ id: label })} control={<Switch checked={card[key]} onChange={(e) => set({ [key]: e.target.checked })} />} />
  );
  return (
    <Card variant="outlined" component="section" aria-label={card.universeTitle} data-testid={`universe-card-${card.universeName}`}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {card.universeTitle}
          </Typography>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              disabled={off || own}
              label={intl.formatMessage({ id: 'users.role' })}
              helperText={own ? intl.formatMessage({ id: 'users.ownMembership' }) : undefined}
              value={card.selectedrole == null ? '' : String(card.selectedrole)}
              error={card.createuser && card.selectedrole == null}
              onChange={(e) => onRoleChange(Number(e.target.value))}
              data-testid={`role-${card.universeName}`}
            >
              {card.roles.map((r) => (
                <MenuItem key={r.id} value={String(r.id)}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" sx={{ minWidth: 160 }} disabled={off} label={intl.formatMessage({ id: 'users.locale' })} value={card.selectedlocale} onChange={(e) => set({ selectedlocale: e.target.value })}>
              {card.locales.map((l) => (
                <MenuItem key={l} value={l}>
                  {intl.formatDisplayName(l, { type: 'language' }) ?? l}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {toggle('disabled', 'users.disabled', own)}
            {toggle('notification', 'users.notifications')}
            {isRoot && toggle('admin', 'users.admin')}
          </Stack>
          <ChannelGroups groups={card.notificationChannels} disabled={off} onChange={(notificationChannels) => set({ notificationChannels })} />
          {card.surveys.map((s, i) => (
            <QuestionFilters
              key={s.extname}
              title={intl.formatMessage({ id: 'users.questionFilters' }, { survey: s.surveyName })}
              filters={s.userVariables}
              disabled={off}
              onChange={(userVariables) => set({ surveys: card.surveys.map((x, j) => (j === i ? { ...x, userVariables } : x)) })}
            />
          ))}
          {off && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="users.tickToAdd" />
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
