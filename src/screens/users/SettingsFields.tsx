/**
 * Pieces both user forms share (spec 3 User details and User editor): the per-survey question filters as chip lists
 * split on ';' (with the answers the server suggests) and the notification channels grouped by survey.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NotificationChannelGroup } from '../../../schemas/api/notification-channel-group.gen.ts';
import type { UserQuestionFilter } from '../../../schemas/api/user-question-filter.gen.ts';
import { questionFilterSuggestions } from '../../api/users.ts';
import { useSession } from '../../auth/context.ts';

/** The delimiter of filter values (spec 3 section 9). */
export const FILTER_DELIMITER = ';';
export const splitValues = (value: string) => value.split(FILTER_DELIMITER).map((v) => v.trim()).filter(Boolean);

function FilterChips({ filter, disabled, onChange }: { filter: UserQuestionFilter; disabled?: boolean; onChange(value: string): void }) {
  const { api } = useSession();
  const intl = useIntl();
  const [options, setOptions] = useState<string[]>([]);
  const missing = filter.required && !filter.value.trim();
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      disabled={disabled}
      options={options}
      value={splitValues(filter.value)}
      onChange={(_e, values) => onChange(values.flatMap((v) => splitValues(String(v))).join(FILTER_DELIMITER))}
      onInputChange={(_e, text) => {
        if (!text.trim()) return setOptions([]);
        questionFilterSuggestions(api, filter.surveyName, filter.questionId, text.trim()).then(setOptions, () => setOptions([]));
      }}
      renderValue={(values, getItemProps) => values.map((v, index) => <Chip size="small" label={v} {...getItemProps({ index })} key={v} />)}
      renderInput={(params) => (
        <TextField {...params} label={filter.title} error={missing} helperText={missing ? intl.formatMessage({ id: 'users.valueRequired' }) : undefined} />
      )}
    />
  );
}

/** One survey's question filters. */
export function QuestionFilters({ title, filters, disabled, onChange }: { title: string; filters: UserQuestionFilter[]; disabled?: boolean; onChange(filters: UserQuestionFilter[]): void }) {
  if (filters.length === 0) return null;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      {filters.map((f, i) => (
        <FilterChips key={f.questionId} filter={f} disabled={disabled} onChange={(value) => onChange(filters.map((x, j) => (j === i ? { ...x, value, changed: true } : x)))} />
      ))}
    </Stack>
  );
}

/** The channels of the user's role per survey, each a tick. */
export function ChannelGroups({ groups, disabled, onChange }: { groups: NotificationChannelGroup[]; disabled?: boolean; onChange(groups: NotificationChannelGroup[]): void }) {
  const intl = useIntl();
  if (groups.length === 0) return null;
  return (
    <Stack spacing={1}>
      {groups.map((g, gi) => (
        <FormControl key={g.surveyName} component="fieldset" disabled={disabled}>
          <FormLabel component="legend">{intl.formatMessage({ id: 'users.channelsOf' }, { survey: g.title })}</FormLabel>
          <FormGroup row>
            {g.channels.map((c, ci) => (
              <FormControlLabel
                key={c.id}
                label={c.title}
                control={
                  <Checkbox
                    size="small"
                    checked={c.enabled}
                    onChange={(e) =>
                      onChange(groups.map((x, xi) => (xi === gi ? { ...x, channels: x.channels.map((y, yi) => (yi === ci ? { ...y, enabled: e.target.checked } : y)) } : x)))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
