import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen.ts';

interface Suggestion {
  header: string;
  text: string;
  /** The drill path to go to; never shown. */
  value: string;
  /** The titles of the units above it. */
  context: string;
}

/** Waits until the value has stood still for `ms`, so typing does not send a call per keystroke. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export interface UnitSearchProps<K extends readonly unknown[]> {
  /** The suggestions call for a term (the drill bar's, the results block's): units grouped by level. */
  suggestions(term: string): UseQueryOptions<RankingSuggestions, Error, RankingSuggestions, K>;
  onGo(path: string): void;
  /** The field's test id (several searches may share a page). */
  testId?: string;
}

/** A unit search: units whose name holds the term, grouped by level, each shown by its title and the titles above it. */
export function UnitSearch<K extends readonly unknown[]>({ suggestions, onGo, testId = 'drill-search' }: UnitSearchProps<K>) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const baseId = useId();
  const term = useDebounced(input.trim(), 300);
  const answer = useQuery(suggestions(term));
  const options = useMemo<Suggestion[]>(
    () => (term ? (answer.data?.viewResults ?? []).flatMap((g) => g.paths.map((p) => ({ header: g.header, ...p }))) : []),
    [answer.data, term],
  );
  const waiting = input.trim() !== term || answer.isFetching;
  return (
    <Autocomplete<Suggestion, false, false, false>
      sx={{ minWidth: 240, flex: '0 1 320px' }}
      size="small"
      options={options}
      groupBy={(o) => o.header}
      getOptionLabel={(o) => o.text}
      getOptionKey={(o) => o.value}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterOptions={(x) => x}
      value={null}
      inputValue={input}
      onInputChange={(_e, v, reason) => {
        if (reason !== 'reset') setInput(v);
      }}
      onChange={(_e, o) => {
        if (o) {
          setInput('');
          onGo(o.value);
        }
      }}
      loading={waiting && input.trim() !== ''}
      loadingText={intl.formatMessage({ id: 'drill.searching' })}
      noOptionsText={intl.formatMessage({ id: input.trim() ? 'drill.noSuggestions' : 'drill.typeToSearch' })}
      // Groups as ARIA groups named by their header (MUI's default nests a plain list in the listbox).
      renderGroup={(g) => (
        <li key={g.key} role="group" aria-labelledby={`${baseId}-group-${g.key}`}>
          <ListSubheader id={`${baseId}-group-${g.key}`} component="div" sx={{ lineHeight: '32px' }}>
            {g.group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0 }}>
            {g.children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2">{o.text}</Typography>
          {o.context && (
            <Typography variant="caption" color="text.secondary">
              {o.context}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'drill.search' })}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
