import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { matchOptions, searchKeys, type Option } from './typeahead.ts';

const ROW = 36;

/**
 * Typeahead over many options (spec 1 section 5: from 10 options, at most 50,000 unchecked shown). Checked options
 * sit above as chips; the unchecked matches are a virtual list, so only the visible rows exist in the page and the
 * text field stays quick while the list catches up (deferred).
 */
export function TypeaheadOptions({ title, options, checked, onToggle }: { title: string; options: readonly Option[]; checked: readonly string[]; onToggle(extName: string): void }) {
  const intl = useIntl();
  const [term, setTerm] = useState('');
  const deferred = useDeferredValue(term);
  const keys = useMemo(() => searchKeys(options), [options]);
  const checkedSet = useMemo(() => new Set(checked), [checked]);
  const titleOf = useMemo(() => new Map(options.map((o) => [o.extName, o.title])), [options]);
  const matches = useMemo(() => matchOptions(options, keys, deferred, checkedSet), [options, keys, deferred, checkedSet]);
  return (
    <Stack spacing={1}>
      {checked.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={intl.formatMessage({ id: 'filters.checked' }, { filter: title })} role="group">
          {checked.map((v) => (
            <Chip key={v} size="small" color="primary" label={titleOf.get(v) ?? v} onDelete={() => onToggle(v)} />
          ))}
        </Stack>
      )}
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'filters.search' }, { filter: title })}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'typeahead-input', autoComplete: 'off' } }}
      />
      <MatchList title={title} term={deferred} matches={matches} onToggle={onToggle} />
    </Stack>
  );
}

/** The matches, virtualised; memoised, so a keystroke renders only the field until the deferred term arrives. */
const MatchList = memo(function MatchList({ title, term, matches, onToggle }: { title: string; term: string; matches: readonly Option[]; onToggle(extName: string): void }) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer re-reads its items on every render (it is the point of it); nothing here relies on memoising it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({ count: matches.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 8 });
  return (
    <>
      <Typography variant="caption" color="text.secondary" aria-live="polite" data-testid="typeahead-count">
        <FormattedMessage id="filters.matches" values={{ n: matches.length }} />
      </Typography>
      <Box
        ref={scroller}
        role="group"
        aria-label={intl.formatMessage({ id: 'filters.options' }, { filter: title })}
        tabIndex={-1}
        style={{ height: Math.min(matches.length, 8) * ROW, overflow: 'auto', position: 'relative' }}
        data-testid="typeahead-list"
        // The term the list shows, for tests and the benchmark to know when it has caught up with the field.
        data-term={term}
      >
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((row) => {
            const o = matches[row.index]!;
            return (
              // Plain inline styles: a style class per row position would be generated (and kept) on every scroll.
              <div key={o.extName} style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW, transform: `translateY(${row.start}px)` }}>
                <FormControlLabel control={<Checkbox size="small" checked={false} onChange={() => onToggle(o.extName)} />} label={o.title} sx={{ m: 0, width: '100%' }} />
              </div>
            );
          })}
        </div>
      </Box>
    </>
  );
});
