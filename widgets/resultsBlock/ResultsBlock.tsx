import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultsBlockConfig } from '../../schemas/components/resultsBlock/config.gen.ts';
import type { ResultsBlockData } from '../../schemas/components/resultsBlock/data.gen.ts';
import type { ResultItem as Item, ResultSummaryGroup as Group } from '../../schemas/api/results-summary.gen.ts';
import { DataView, useComponentData, useComponentState, useDrillContext, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { diffArrowOf, targetFrom } from '../../core/metrics/variables.ts';
import { GoalDot, GoalLegend } from '../../src/ui/GoalBand.tsx';
import { changeColour } from '../shared/changeColour.ts';
import { formatValue } from '../shared/chartSpec.ts';
import { drillSuggestionsQuery, resultsQuery } from './query.ts';
import { UnitSearch } from '../../src/ui/UnitSearch.tsx';
import { formatRoute, parsePath, parseRoute } from '../../core/drillpath/tokens.ts';
import { useQueryContext } from '../shared/queryContext.ts';

function Status({ goalStatus }: { goalStatus: Item['goalStatus'] }) {
  const intl = useIntl();
  const band = targetFrom(goalStatus);
  if (band === null) return <span role="img" aria-label={intl.formatMessage({ id: 'widget.resultsBlock.noGoal' })} />;
  return <GoalDot band={band} />;
}

/** One group: a row that expands into its questions. */
function GroupRows({ group, open, onToggle }: { group: Group; open: boolean; onToggle: () => void }) {
  const { locale } = useEngine();
  const intl = useIntl();
  const items = [...(group.questionAnswers ?? []), ...(group.numericQuestionAnswers ?? [])];
  const num = (v: number | null | undefined, signed = false) => (v == null ? '' : `${signed && v > 0 ? '+' : ''}${formatValue(v, locale)}`);
  return (
    <>
      <TableRow hover sx={{ '& > td': { fontWeight: 600 } }}>
        <TableCell colSpan={6}>
          <IconButton size="small" aria-expanded={open} aria-label={group.title} onClick={onToggle} sx={{ mr: 1 }}>
            {open ? '▾' : '▸'}
          </IconButton>
          {group.title}
        </TableCell>
      </TableRow>
      {open &&
        (items.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} sx={{ pl: 7, color: 'text.secondary' }}>
              {intl.formatMessage({ id: 'widget.resultsBlock.empty' })}
            </TableCell>
          </TableRow>
        ) : (
          items.map((item) => (
            <TableRow key={item.extName} data-testid="result-row">
              <TableCell sx={{ pl: 7 }}>{item.title}</TableCell>
              <TableCell align="right">{num(item.value)}</TableCell>
              <TableCell align="right">{num(item.valueTrend)}</TableCell>
              <TableCell align="right" sx={{ color: changeColour(diffArrowOf(item.diff), item.inverse) }}>
                {num(item.diff, true)}
              </TableCell>
              <TableCell align="right">{num(item.goal)}</TableCell>
              <TableCell align="center">
                <Status goalStatus={item.goalStatus} />
              </TableCell>
            </TableRow>
          ))
        ))}
    </>
  );
}

/**
 * Results block: a left menu (Business drivers, Satisfaction and loyalty, one entry per result
 * group) and a table of expandable group rows: question, selection value, trend value,
 * development, goal and a status icon.
 */
export function ResultsBlock({ id, type, config }: WidgetProps<ResultsBlockConfig>) {
  const localized = useLocalized();
  const intl = useIntl();
  const queryContext = useQueryContext(id);
  const result = useComponentData<ResultsBlockData>(type, id, resultsQuery(queryContext));
  // The chosen section is kept in the address (a reload shows the same one).
  const [sectionState, setSectionState] = useComponentState(id, '0');
  // The first group of the chosen section starts open; the others expand on request.
  const [open, setOpen] = useState<Set<string>>(() => new Set([`${Number(sectionState) || 0}:0`]));
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const { openPage, pageId } = useEngine();
  const { drillPath } = useDrillContext();
  // The drill search opens this page at the chosen unit with the page's filters; only where there is a page to open.
  const drillTo = openPage && pageId ? (path: string) => openPage(pageId, formatRoute({ path: parsePath(path), filters: parseRoute(drillPath).filters })) : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        {config.title && (
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {localized(config.title)}
          </Typography>
        )}
        {drillTo && <UnitSearch suggestions={(term) => drillSuggestionsQuery(queryContext, term)} onGo={drillTo} testId="results-drill-search" />}
      </Box>
      <DataView result={result} componentId={id}>
        {(data) => {
          const sections = [
            { title: intl.formatMessage({ id: 'widget.resultsBlock.drivers' }), groups: data.driverGroups },
            { title: intl.formatMessage({ id: 'widget.resultsBlock.loyalty' }), groups: data.loyaltySatisfactionGroups },
            ...data.resultGroups.map((g) => ({ title: g.title, groups: [g] })),
          ];
          const wanted = Number(sectionState);
          const section = Number.isInteger(wanted) && wanted >= 0 && wanted < sections.length ? wanted : 0;
          const current = sections[section]!;
          return (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' }, gap: 2 }}>
              <List dense component="nav" aria-label={intl.formatMessage({ id: 'widget.resultsBlock.sections' })} sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' } }}>
                {sections.map((s, i) => (
                  <ListItemButton key={i} selected={i === section} onClick={() => (setSectionState(String(i)), setOpen(new Set([`${i}:0`])))} aria-current={i === section ? 'true' : undefined}>
                    <ListItemText primary={s.title} />
                  </ListItemButton>
                ))}
              </List>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{intl.formatMessage({ id: 'term.question' })}</TableCell>
                      <TableCell align="right">
                        {intl.formatMessage({ id: 'widget.resultsBlock.selection' })}
                        {data.selectionTime && <Typography variant="caption" component="div" color="text.secondary">{data.selectionTime}</Typography>}
                      </TableCell>
                      <TableCell align="right">
                        {intl.formatMessage({ id: 'widget.resultsBlock.trend' })}
                        {data.trendTime && <Typography variant="caption" component="div" color="text.secondary">{data.trendTime}</Typography>}
                      </TableCell>
                      <TableCell align="right">{intl.formatMessage({ id: 'widget.resultsBlock.development' })}</TableCell>
                      <TableCell align="right">{intl.formatMessage({ id: 'widget.resultsBlock.goal' })}</TableCell>
                      <TableCell align="center">{intl.formatMessage({ id: 'widget.resultsBlock.status' })}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {current.groups.map((group, g) => {
                      const key = `${section}:${g}`;
                      return (
                        <Fragment key={key}>
                          <GroupRows group={group} open={open.has(key)} onToggle={() => toggle(key)} />
                        </Fragment>
                      );
                    })}
                  </TableBody>
                </Table>
                {current.groups.some((g) => [...(g.questionAnswers ?? []), ...(g.numericQuestionAnswers ?? [])].some((i) => i.goalStatus != null)) && <GoalLegend />}
              </Box>
            </Box>
          );
        }}
      </DataView>
    </Paper>
  );
}
