/** One row being edited (or added): an input per column checked by the row rule as it is typed. */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { cellErrors, hasCellErrors, type CellValue } from '../../core/dataTables/rows.ts';
import type { DataTableColumn } from '../../schemas/api/data-table.gen.ts';
import { cellText } from './cellText.ts';
import { TableIcon } from '../shared/TableIcon.tsx';

type Draft = Record<string, string | boolean>;

function draftOf(columns: DataTableColumn[], cells: CellValue[] | null): Draft {
  return Object.fromEntries(columns.map((c, i) => [c.extname, c.type === 'boolean' ? cells?.[i] === true : cells?.[i] == null ? '' : String(cells[i])]));
}

export function RowEditor({
  columns,
  cells,
  onSave,
  onCancel,
}: {
  columns: DataTableColumn[];
  /** The row's cells, or null for a new row. */
  cells: CellValue[] | null;
  onSave(cells: Record<string, string | boolean>): void;
  onCancel(): void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft>(() => draftOf(columns, cells));
  const errors = useMemo(() => cellErrors(columns, draft), [columns, draft]);
  const invalid = hasCellErrors(errors);
  return (
    <TableRow data-testid="data-table-editor">
      {columns.map((c) => {
        const error = errors[c.extname];
        const set = (value: string | boolean) => setDraft((d) => ({ ...d, [c.extname]: value }));
        return (
          <TableCell key={c.extname} align={c.rightAlign ? 'right' : 'left'}>
            {c.type === 'boolean' ? (
              <Checkbox size="small" checked={draft[c.extname] === true} onChange={(e) => set(e.target.checked)} slotProps={{ input: { 'aria-label': c.title } }} />
            ) : (
              <TextField
                size="small"
                variant="standard"
                type={c.type === 'date' ? 'date' : 'text'}
                value={draft[c.extname]}
                onChange={(e) => set(e.target.value)}
                error={error !== undefined}
                helperText={error ? cellText(intl, error) : undefined}
                required={c.required}
                slotProps={{ htmlInput: { 'aria-label': c.title, ...(c.type === 'number' || c.type === 'integer' ? { inputMode: 'decimal' } : {}) }, inputLabel: { shrink: true } }}
              />
            )}
          </TableCell>
        );
      })}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" aria-label={intl.formatMessage({ id: 'common.save' })} disabled={invalid} onClick={() => onSave(draft)}>
          <TableIcon name="check" />
        </IconButton>
        <IconButton size="small" aria-label={intl.formatMessage({ id: 'common.cancel' })} onClick={onCancel}>
          <TableIcon name="close" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
