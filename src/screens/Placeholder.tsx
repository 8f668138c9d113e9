import { useMatches, useParams, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MessageId } from '../i18n/index.ts';

/**
 * A screen a later issue builds: says clearly what it will be and shows the route's parameters, so
 * deep links and navigation can be checked already.
 */
export function Placeholder() {
  const intl = useIntl();
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const titleId = (match?.staticData.placeholder ?? 'placeholder.screen') as MessageId;
  const params = useParams({ strict: false }) as Record<string, string>;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const rows = [...Object.entries(params), ...Object.entries(search).map(([k, v]) => [`?${k}`, String(v)] as const)];
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }} data-testid="placeholder">
      <Typography variant="h5" component="h1" gutterBottom>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        <FormattedMessage id="placeholder.notYet" />
      </Alert>
      {rows.length > 0 && (
        <Table size="small" aria-label={intl.formatMessage({ id: 'placeholder.parameters' })}>
          <TableBody>
            {rows.map(([name, value]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell data-testid={`param-${name}`}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
