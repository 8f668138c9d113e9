/**
 * The ranking table, shared by the ranking screen and the rankingTable page component. It shows the rows it
 * is given: a leaf's page of 50, or a non-leaf's whole ranking (up to 1,000 rows), which it virtualises so
 * that sorting or jumping to a page paints in one frame whatever the size. Router and language free: the
 * caller says what a row does and hands in the texts.
 */
import { VISUALLY_HIDDEN } from './visuallyHidden.ts';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { nextSort, type SortState } from '../../widgets/rankingTable/sorting.ts';
import type { RankingCell, RankingData, RankingHeader, RankingRow } from '../../schemas/api/ranking-data.gen.ts';
import { GOAL_COLOURS, GOAL_OUTLINE } from './goalColours.ts';
import { GoalLegendView } from './GoalBand.tsx';

/** Fixed, so the virtualiser's positions are exact. */
export const ROW_HEIGHT = 40;

export interface RankingTableTexts {
  /** The table's accessible name. */
  label: string;
  /** Header of the footer row (the drill unit itself). */
  total: string;
  details: (column: string) => string;
  /** Goal colours, read out instead of seen: index 0 to 3 as in spec 2 section 4. */
  targets: [string, string, string, string];
  /** The name of the legend of the goal colours; without it no legend is shown. */
  legend?: string;
  /** The words of the rank column (shown for ranked units); without them there is no rank column. */
  rank?: RankTexts;
}

export interface RankTexts {
  header: string;
  /** Moved up `n` places (to a better one) from `previous`. */
  up(n: number, previous: number): string;
  down(n: number, previous: number): string;
  same: string;
  /** No rank in the previous period. */
  none: string;
}

export interface RankingTableProps {
  data: Pick<RankingData, 'headers' | 'footer' | 'leafRows'>;
  rows: readonly RankingRow[];
  sort: SortState;
  onSort(next: SortState): void;
  /** Virtualise (non-leaf rankings): all rows in one scroll area. */
  virtual: boolean;
  /** Position of the first row in the whole ranking (a leaf's page starts at (page - 1) * 50). */
  rowOffset?: number;
  /** Total rows of the ranking, for assistive technology (defaults to the rows shown). */
  rowCount?: number;
  /** Row index to scroll to in the virtual table (a page jump); changes scroll, equal values do not. */
  scrollTo?: number;
  /** The scroll area, for a caller that must set its position again after someone else moved it. */
  scrollRef?: RefObject<HTMLDivElement | null>;
  actionable(row: RankingRow): boolean;
  onActivate(row: RankingRow): void;
  onDetails?(row: RankingRow, header: RankingHeader): void;
  texts: RankingTableTexts;
}

/**
 * Every style of the body, set once on the table: per-cell `sx` would be worked out again for each of the
 * hundreds of cells on every sort and scroll.
 */
const tableStyles = {
  '& tbody [data-testid="ranking-row"]': { height: ROW_HEIGHT },
  '& tbody [data-testid="ranking-row"][tabindex]': { cursor: 'pointer' },
  '& tbody [data-testid="ranking-row"]:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& tbody td, & tbody th': { py: 0, whiteSpace: 'nowrap' },
  '& .rt-spacer': { p: 0, border: 0 },
  '& .rt-dot': { display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 0.75, border: `1px solid ${GOAL_OUTLINE}` },
  // The one goal colour scale (src/ui/goalColours.ts), as in tiles and the results block.
  '& .rt-dot[data-target="0"]': { bgcolor: GOAL_COLOURS[0].main },
  '& .rt-dot[data-target="1"]': { bgcolor: GOAL_COLOURS[1].main },
  '& .rt-dot[data-target="2"]': { bgcolor: GOAL_COLOURS[2].main },
  '& .rt-dot[data-target="3"]': { bgcolor: GOAL_COLOURS[3].main },
  // Read by screen readers, not shown. Sizes in px: in `sx` a width of 1 means 100%, which made each hidden
  // text as wide as the page and the page wider than the window.
  '& .rt-sr': VISUALLY_HIDDEN,
  '& .rt-details': { ml: 0.5, p: 0.25 },
  '& .rt-move': { ml: 0.75, fontSize: '0.75rem' },
  '& .rt-move[data-move="up"]': { color: 'success.main' },
  '& .rt-move[data-move="down"]': { color: 'error.main' },
  '& .rt-move[data-move="same"]': { color: 'text.secondary' },
} as const;

/**
 * A table wider than the window scrolls sideways inside its own box. Positioned, so the absolutely placed
 * hidden texts of its cells belong to that box and are clipped by it instead of widening the page.
 */
const scrollSideways = { position: 'relative', overflowX: 'auto' } as const;
const scrollVirtual = { ...scrollSideways, maxHeight: '70vh', overflow: 'auto' } as const;

function TargetDot({ target, texts }: { target: number | null | undefined; texts: RankingTableTexts }) {
  if (target == null || target < 0 || target > 3) return null;
  return (
    <>
      <span className="rt-dot" aria-hidden data-target={target} />
      <span className="rt-sr">{texts.targets[target]}</span>
    </>
  );
}

/** A row's place and how it moved since the previous period: ▲ up to a better (lower) place, ▼ down. */
function RankContent({ row, texts }: { row: RankingRow; texts: RankTexts }) {
  const { rank, previousRank } = row;
  if (rank == null) return null;
  if (previousRank == null)
    return (
      <>
        {rank}
        <span className="rt-sr">, {texts.none}</span>
      </>
    );
  const moved = previousRank - rank;
  const move = moved > 0 ? 'up' : moved < 0 ? 'down' : 'same';
  const said = move === 'up' ? texts.up(moved, previousRank) : move === 'down' ? texts.down(-moved, previousRank) : texts.same;
  return (
    <>
      {rank}
      <span className="rt-move" data-move={move} title={said}>
        <span aria-hidden="true">{move === 'up' ? `▲${moved}` : move === 'down' ? `▼${-moved}` : '–'}</span>
        <span className="rt-sr">, {said}</span>
      </span>
    </>
  );
}

const infoPath = 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z';

function CellContent({ cell, header, row, onDetails, texts }: { cell: RankingCell | undefined; header: RankingHeader; row: RankingRow; onDetails?: RankingTableProps['onDetails']; texts: RankingTableTexts }) {
  const withDetails = onDetails && row.detailsVariables?.includes(header.extName);
  return (
    <>
      <TargetDot target={cell?.target} texts={texts} />
      {cell?.formattedValue ?? ''}
      {withDetails && (
        <IconButton
          size="small"
          className="rt-details"
          aria-label={texts.details(header.title)}
          onClick={(e) => {
            e.stopPropagation();
            onDetails(row, header);
          }}
          onKeyDown={(e) => e.stopPropagation()}
        >
          <SvgIcon fontSize="small">
            <path d={infoPath} />
          </SvgIcon>
        </IconButton>
      )}
    </>
  );
}

const alignOf = (h: RankingHeader, i: number) => (i === 0 || h.type === 'text' || h.type === 'date' ? 'left' : 'right');

export function RankingTable({ data, rows, sort, onSort, virtual, rowOffset = 0, rowCount = rows.length, scrollTo, scrollRef: outerRef, actionable, onActivate, onDetails, texts }: RankingTableProps) {
  const innerRef = useRef<HTMLDivElement>(null);
  const scrollRef = outerRef ?? innerRef;
  // The virtualiser re-renders this component on scroll itself; nothing here needs the compiler's memoising.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // Rows paint in the first frame, before the scroll area has been measured.
    initialRect: { width: 1000, height: 640 },
  });
  useEffect(() => {
    // The sticky header sits above row 0, so a row's offset is its index times the row height.
    if (virtual && scrollTo !== undefined && scrollRef.current) scrollRef.current.scrollTop = scrollTo * ROW_HEIGHT;
  }, [virtual, scrollTo, rows, scrollRef]);

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shown = items ? items.map((it) => ({ row: rows[it.index]!, index: it.index })) : rows.map((row, index) => ({ row, index }));
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  // A rank column for ranked units (not a leaf's interviews), when the caller has its words.
  const rankTexts = !data.leafRows && rows.some((r) => r.rank != null) ? texts.rank : undefined;
  const span = data.headers.length + (rankTexts ? 1 : 0);
  const hasTargets = [...rows, ...(data.footer ? [data.footer] : [])].some((r) => r.cells.some((c) => c.target != null));

  const keyDown = (row: RankingRow) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate(row);
    }
  };

  const table = (
    <TableContainer ref={scrollRef} sx={virtual ? scrollVirtual : scrollSideways} data-testid="ranking-scroll">
      <Table size="small" stickyHeader={virtual} sx={tableStyles} aria-label={texts.label} aria-rowcount={rowCount + 1 + (data.footer ? 1 : 0)}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {rankTexts && <TableCell align="right">{rankTexts.header}</TableCell>}
            {data.headers.map((h, i) => (
              <TableCell key={h.extName} align={alignOf(h, i)} sortDirection={sort.sortVar === h.extName ? (sort.sortDesc ? 'desc' : 'asc') : false}>
                {h.sortable === false ? (
                  h.title
                ) : (
                  <TableSortLabel active={sort.sortVar === h.extName} direction={sort.sortVar === h.extName && !sort.sortDesc ? 'asc' : 'desc'} onClick={() => onSort(nextSort(sort, h))}>
                    {h.title}
                  </TableSortLabel>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {padTop > 0 && (
            <TableRow aria-hidden style={{ height: padTop }}>
              <TableCell colSpan={span} className="rt-spacer" />
            </TableRow>
          )}
          {shown.map(({ row, index }) => {
            const acts = actionable(row);
            return (
              <TableRow
                key={`${index}-${row.drillPath}-${row.interviewId ?? ''}-${row.sampleId ?? ''}`}
                hover={acts}
                tabIndex={acts ? 0 : undefined}
                aria-rowindex={rowOffset + index + 2}
                data-testid="ranking-row"
                onClick={acts ? () => onActivate(row) : undefined}
                onKeyDown={acts ? keyDown(row) : undefined}
              >
                {rankTexts && (
                  <TableCell align="right">
                    <RankContent row={row} texts={rankTexts} />
                  </TableCell>
                )}
                {data.headers.map((h, i) => (
                  <TableCell key={h.extName} align={alignOf(h, i)} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined}>
                    <CellContent cell={row.cells[i]} header={h} row={row} onDetails={onDetails} texts={texts} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {padBottom > 0 && (
            <TableRow aria-hidden style={{ height: padBottom }}>
              <TableCell colSpan={span} className="rt-spacer" />
            </TableRow>
          )}
        </TableBody>
        {data.footer && (
          <TableFooter>
            <TableRow aria-rowindex={rowCount + 2} data-testid="ranking-footer">
              {rankTexts && <TableCell />}
              {data.headers.map((h, i) => (
                <TableCell key={h.extName} align={alignOf(h, i)} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined} sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>
                  {i === 0 ? `${texts.total}: ${data.footer!.cells[0]?.formattedValue ?? ''}` : <CellContent cell={data.footer!.cells[i]} header={h} row={data.footer!} texts={texts} />}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
  if (!hasTargets || !texts.legend) return table;
  return (
    <>
      {table}
      <div style={{ padding: '0 16px' }}>
        <GoalLegendView title={texts.legend} labels={texts.targets} />
      </div>
    </>
  );
}
