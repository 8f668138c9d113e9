import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { usesTypeahead } from './typeahead.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { filterOptionsQuery, type FilterDefinition, type FilterOption } from '../../api/drill.ts';
import { TypeaheadOptions } from './TypeaheadOptions.tsx';

interface Props {
  surveyExtName: string;
  filter: FilterDefinition;
  quickSelect: boolean;
  checked: readonly string[];
  onToggle(extName: string): void;
  onClear(): void;
}

/** The options of one standard filter: checkboxes or radios, chips when the group is quick select, a typeahead from 10. */
export function OptionFilter(props: Props) {
  const { surveyExtName, filter } = props;
  const { api } = useSession();
  const intl = useIntl();
  // Filters without listed options are answered from the data, once, and searched in the browser.
  const fetched = useQuery({ ...filterOptionsQuery(api, surveyExtName, filter.extName), enabled: filter.serverSide === true });
  if (!filter.serverSide) return <Options {...props} options={filter.options} />;
  if (fetched.isPending) return <Skeleton variant="rounded" height={80} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (fetched.isError) return <Alert severity="error">{errorMessage(fetched.error, intl)}</Alert>;
  return <Options {...props} options={fetched.data.options} />;
}

function Options({ filter, quickSelect, checked, onToggle, onClear, options }: Props & { options: readonly FilterOption[] }) {
  const intl = useIntl();
  if (usesTypeahead(options.length, filter.serverSide)) return <TypeaheadOptions title={filter.title} options={options} checked={checked} onToggle={onToggle} />;
  if (quickSelect) {
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={filter.title}>
        {options.map((o) => {
          const on = checked.includes(o.extName);
          return <Chip key={o.extName} label={o.title} color={on ? 'primary' : 'default'} variant={on ? 'filled' : 'outlined'} aria-pressed={on} onClick={() => onToggle(o.extName)} />;
        })}
      </Stack>
    );
  }
  if (filter.multipleSelections) {
    return (
      <FormGroup role="group" aria-label={filter.title}>
        {options.map((o) => (
          <FormControlLabel key={o.extName} control={<Checkbox size="small" checked={checked.includes(o.extName)} onChange={() => onToggle(o.extName)} />} label={o.title} />
        ))}
      </FormGroup>
    );
  }
  return (
    <RadioGroup
      aria-label={filter.title}
      value={checked[0] ?? ''}
      onChange={(e) => (e.target.value === '' ? onClear() : onToggle(e.target.value))}
    >
      <FormControlLabel value="" control={<Radio size="small" />} label={intl.formatMessage({ id: 'filters.any' })} />
      {options.map((o) => (
        <FormControlLabel key={o.extName} value={o.extName} control={<Radio size="small" />} label={o.title} />
      ))}
    </RadioGroup>
  );
}
