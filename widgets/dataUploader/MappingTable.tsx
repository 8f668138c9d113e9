/**
 * The uploader's mapping table (spec 3 sections 2 and 5): each column of the sheet with its header and first row,
 * and a field choice listing the mandatory fields first, a divider, then the optional ones. A field maps to one
 * column: choosing it for another column moves it there.
 */
import { useIntl } from 'react-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UploadResponse } from '../../schemas/api/upload-response.gen.ts';

type Field = UploadResponse['mapping']['columns'][number];

/** A field's name in the caller's words: unit and date are the app's, questions come titled by the server. */
export function useFieldTitle(): (field: Field) => string {
  const intl = useIntl();
  return (field) =>
    field.variable === 'unit'
      ? intl.formatMessage({ id: 'uploader.field.unit' })
      : field.variable === 'date'
        ? intl.formatMessage({ id: 'uploader.field.date' })
        : field.title;
}

export function MappingTable({
  upload,
  fieldMapping,
  disabled,
  onMap,
}: {
  upload: UploadResponse;
  fieldMapping: Record<string, number>;
  disabled: boolean;
  onMap: (variable: string, column: number | null) => void;
}) {
  const intl = useIntl();
  const fieldTitle = useFieldTitle();
  const mandatory = upload.mapping.columns.filter((f) => f.mandatory);
  const optional = upload.mapping.columns.filter((f) => !f.mandatory);
  const fieldOf = (column: number) => Object.keys(fieldMapping).find((v) => fieldMapping[v] === column) ?? '';
  // The divider between the mandatory and the optional fields is the last mandatory item's border (a Divider
  // element among the items would be announced as an empty option).
  const item = (f: Field, i: number, list: Field[]) => (
    <MenuItem key={f.variable} value={f.variable} divider={f.mandatory && i === list.length - 1 && optional.length > 0}>
      {f.mandatory ? intl.formatMessage({ id: 'uploader.mandatory' }, { field: fieldTitle(f) }) : fieldTitle(f)}
    </MenuItem>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'uploader.mapping' })}>
        <TableHead>
          <TableRow>
            <TableCell>{intl.formatMessage({ id: 'uploader.column' })}</TableCell>
            <TableCell>{intl.formatMessage({ id: 'uploader.firstRow' })}</TableCell>
            <TableCell>{intl.formatMessage({ id: 'uploader.field' })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {upload.spreadsheet.columns.map((c) => {
            const current = fieldOf(c.idx);
            return (
              <TableRow key={c.idx}>
                <TableCell>{c.name}</TableCell>
                <TableCell
                  sx={{
                    maxWidth: 280,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                  title={c.firstRow}
                >
                  {c.firstRow}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={disabled}
                    value={current}
                    slotProps={{
                      htmlInput: {
                        'aria-label': intl.formatMessage({ id: 'uploader.fieldFor' }, { column: c.name }),
                      },
                    }}
                    onChange={(e) => {
                      const next = e.target.value;
                      if (current) onMap(current, null);
                      if (next) onMap(next, c.idx);
                    }}
                  >
                    <MenuItem value="">
                      <em>{intl.formatMessage({ id: 'uploader.notImported' })}</em>
                    </MenuItem>
                    {mandatory.map(item)}
                    {optional.map(item)}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
