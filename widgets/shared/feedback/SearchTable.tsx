/**
 * The comment search table both search components show (spec 2 sections 3 and 9): a search box, 25 rows a page
 * sorted on the server, each comment with the words the search matched highlighted (as text: a comment with markup
 * shows its markup, never runs it), whether it is positive or negative, the indicator, the configured variable and,
 * in the app, a link to the interview (every row is one the reader may open).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataView, useEngine, type DataResult } from '../../../engine/index.tsx';
import type { CommentSearch, SearchSort, TextSearchResult } from '../../../src/api/textanalytics.ts';
import { encodeSegment } from '../../../src/session/navigation.ts';
import { VISUALLY_HIDDEN } from '../../../src/ui/visuallyHidden.ts';

/** The comment split into the parts the search matched and the rest (case-insensitive, whole text kept). */
export function highlightParts(comment: string, matches: readonly string[]): { text: string; match: boolean }[] {
  const words = matches.filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!words.length) return [{ text: comment, match: false }];
  const pattern = new RegExp(`(${words.join('|')})`, 'giu');
  return comment
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.length > 0 && new RegExp(`^(?:${words.join('|')})$`, 'iu').test(part) }));
}

function Highlighted({ comment, matches }: { comment: string; matches: readonly string[] }) {
  return (
    <>
      {highlightParts(comment, matches).map((part, i) =>
        part.match ? (
          <Box component="mark" key={i} sx={{ bgcolor: '#FFE58F', color: 'inherit', px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

const SORTABLE: ReadonlySet<string> = new Set(['comment', 'positive', 'negative', 'indicator', 'var0']);

function Rows({ data, onSort, labelledBy }: { data: TextSearchResult; onSort(sortBy: SearchSort): void; labelledBy: string }) {
  const intl = useIntl();
  const { openScreen, surveyExtName, locale } = useEngine();
  const yes = intl.formatMessage({ id: 'widget.feedback.yes' });
  const cell = (row: TextSearchResult['rows'][number], extname: string): ReactNode => {
    switch (extname) {
      case 'comment':
        return <Highlighted comment={row.comment} matches={row.matches} />;
      case 'question':
        return row.question;
      case 'positive':
        return row.positive ? yes : '';
      case 'negative':
        return row.negative ? yes : '';
      case 'indicator':
        return row.indicator === null ? '' : new Intl.NumberFormat(locale).format(row.indicator);
      default:
        return row.var0 === null ? '' : typeof row.var0 === 'number' ? new Intl.NumberFormat(locale).format(row.var0) : row.var0;
    }
  };
  return (
    // Relative, so its visually hidden texts stay inside the scrolling box.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {data.headers.map((h) => {
              const active = data.sortBy === h.extname;
              const direction = active && !data.sortDesc ? 'asc' : 'desc';
              return (
                <TableCell key={h.extname} sortDirection={active ? direction : false}>
                  {SORTABLE.has(h.extname) ? (
                    <TableSortLabel active={active} direction={direction} onClick={() => onSort(h.extname as SearchSort)}>
                      {h.title}
                    </TableSortLabel>
                  ) : (
                    h.title
                  )}
                </TableCell>
              );
            })}
            {openScreen && (
              <TableCell>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {intl.formatMessage({ id: 'widget.feedback.interview' })}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row) => (
            <TableRow key={`${row.interviewId}-${row.question}`} data-testid="comment-row">
              {data.headers.map((h) => (
                <TableCell key={h.extname} sx={h.extname === 'comment' ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 240 } : undefined}>
                  {cell(row, h.extname)}
                </TableCell>
              ))}
              {openScreen && (
                <TableCell>
                  <Link
                    href={`/interview/${encodeSegment(surveyExtName)}/${row.interviewId}`}
                    onClick={(e) => {
                      e.preventDefault();
                      openScreen(`/interview/${encodeSegment(surveyExtName)}/${row.interviewId}`);
                    }}
                  >
                    {intl.formatMessage({ id: 'widget.feedback.open' }, { id: row.interviewId })}
                  </Link>
                </TableCell>
              )}
            </TableRow>
          ))}
          {data.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={data.headers.length + (openScreen ? 1 : 0)}>{intl.formatMessage({ id: 'widget.feedback.noComments' })}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function SearchTable({
  id,
  title,
  search,
  onSearch,
  result,
  actions,
}: {
  id: string;
  title: string;
  search: CommentSearch;
  onSearch(next: CommentSearch): void;
  result: DataResult<TextSearchResult>;
  /** Beside the search button (the question search's download). */
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const [text, setText] = useState(search.text);
  const titleId = `${id}-title`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...search, text: text.trim(), page: 0 });
  };
  return (
    // Not visible overflow: the section does not widen the page's grid column to the table's width (866 px on a 390 px
    // phone); the table scrolls sideways inside it.
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 1, minWidth: 0, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ px: 1, pt: 0.5, pb: 1, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 1, pb: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'widget.feedback.searchLabel' })}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained">
          {intl.formatMessage({ id: 'widget.feedback.search' })}
        </Button>
        {actions}
      </Box>
      <DataView result={result} componentId={id}>
        {(data) => (
          <>
            <Rows data={data} labelledBy={titleId} onSort={(sortBy) => onSearch({ ...search, page: 0, sortBy, sortDesc: data.sortBy === sortBy ? !data.sortDesc : true })} />
            <TablePagination
              component="div"
              count={data.total}
              page={data.total === 0 ? 0 : data.page}
              rowsPerPage={data.pageSize}
              rowsPerPageOptions={[data.pageSize]}
              onPageChange={(_, page) => onSearch({ ...search, page })}
              labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: data.totalCapped ? 'widget.feedback.rowsMore' : 'widget.feedback.rows' }, { from, to, count })}
            />
          </>
        )}
      </DataView>
    </Paper>
  );
}
