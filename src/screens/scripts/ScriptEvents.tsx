import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../core/dates.ts';
import type { ScriptBlock } from '../../api/scripts.ts';

export interface ScriptEventsProps {
  script: ScriptBlock;
  busy: boolean;
  onDelete(eventId: number): void;
  onDeleteAll(): void;
}

/** A script's events (spec 3 section 2, Script details): newest first, each deletable, Delete all, and '{n} error events in total'. */
export function ScriptEvents({ script, busy, onDelete, onDeleteAll }: ScriptEventsProps) {
  const intl = useIntl();
  const events = script.events ?? [];
  const total = script.eventCount ?? events.length;
  return (
    <Stack spacing={1} component="section" aria-labelledby="script-events-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="script-events-title">
          <FormattedMessage id="scripts.eventsTitle" />
        </Typography>
        <Button color="error" disabled={busy || total === 0} onClick={onDeleteAll} data-testid="script-events-delete-all">
          <FormattedMessage id="scripts.deleteAllEvents" />
        </Button>
      </Stack>
      <Typography data-testid="script-events-total">
        <FormattedMessage id="scripts.eventsTotal" values={{ n: total }} />
      </Typography>
      {events.length > 0 && (
        <Table size="small" aria-labelledby="script-events-title">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="scripts.eventType" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="scripts.updated" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="scripts.eventMessage" />
              </TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e.id} data-testid="script-event">
                <TableCell>{e.eventType}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.updated, { time: true })}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{e.message}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => onDelete(e.id)}
                    aria-label={intl.formatMessage(
                      { id: 'scripts.deleteEventOf' },
                      {
                        type: e.eventType,
                        date: formatDate(e.updated, { time: true }),
                      },
                    )}
                  >
                    <FormattedMessage id="scripts.deleteEvent" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
