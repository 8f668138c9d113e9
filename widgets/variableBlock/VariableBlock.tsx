import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChartData } from '../../schemas/api/chart-data.gen.ts';
import type { VariableTile } from '../../schemas/api/variable-block.gen.ts';
import type { VariableBlockConfig } from '../../schemas/components/variableBlock/config.gen.ts';
import type { VariableBlockData } from '../../schemas/components/variableBlock/data.gen.ts';
import { DataView, useComponentData, useEngine, useEngineUser, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { ChartFrame } from '../shared/ChartFrame.tsx';
import { lineChartSpec } from '../shared/chartSpec.ts';
import { useChartTexts } from '../shared/useChartTexts.ts';
import { tileChartQuery, variablesQuery } from './query.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { Tile } from './Tile.tsx';
import { GoalLegend } from '../../src/ui/GoalBand.tsx';

/** While the variables load, this many placeholder tiles show (spec 2 section 9). */
export const PLACEHOLDER_TILES = 6;
/**
 * A tile's usual height: the placeholders take the tiles' places (the first one the main tile's two columns), so what
 * is below does not jump when they arrive. Measured on the demo's start page: a tile with a goal, a base and its three
 * comparison lines is 251 px high on a wide screen (issue 12: the lower 208 moved the chart below by 86 px).
 */
const PLACEHOLDER_HEIGHT = 251;

function TileRow({ tiles, chartable, open, onToggle, chartId, offset = 0 }: { tiles: VariableTile[]; chartable: boolean; open: number | null; onToggle: (i: number) => void; chartId: string; offset?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' } }}>
      {tiles.map((tile, i) => {
        const index = offset + i;
        const main = index === 0;
        return (
          <Box key={`${tile.title}-${index}`} sx={main ? { gridColumn: 'span 2' } : undefined}>
            <Tile tile={tile} main={main} expanded={open === index} onToggle={chartable ? () => onToggle(index) : undefined} controls={chartId} />
          </Box>
        );
      })}
    </Box>
  );
}

function VariableChart({ type, componentId, index, title }: { type: string; componentId: string; index: number; title: string }) {
  const { locale } = useEngine();
  const intl = useIntl();
  const queryContext = useQueryContext(componentId);
  const result = useComponentData<ChartData>(type, componentId, tileChartQuery(queryContext, index), {
    schemaOf: 'developmentLineChart',
    fixtureKey: `${componentId}/chart/${index}`,
  });
  const texts = useChartTexts(locale);
  const spec = useMemo(() => {
    if (result.status !== 'success' || result.data.series.length === 0) return null;
    const data = result.data;
    return (width: number) => lineChartSpec(data, { ...texts, width, title });
  }, [result, texts, title]);
  return (
    <ChartFrame title={intl.formatMessage({ id: 'widget.variableBlock.chartOf' }, { title })} spec={spec}>
      <DataView result={result} componentId={`${componentId}/chart/${index}`}>
        {(data) => (data.series.length === 0 ? <p>{intl.formatMessage({ id: 'common.noData' })}</p> : null)}
      </DataView>
    </ChartFrame>
  );
}

/**
 * Variable block (and variable action block, whose actions the spec does not describe): KPI tiles, the first the main one; 6 placeholders while loading; a tile opens or
 * closes its chart below when the block has chart expressions or blocks; root-only blocks only for root.
 */
export function VariableBlock({ id, type, config }: WidgetProps<VariableBlockConfig>) {
  const queryContext = useQueryContext(id);
  const user = useEngineUser();
  const localized = useLocalized();
  const intl = useIntl();
  const chartId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const result = useComponentData<VariableBlockData>(type, id, variablesQuery(queryContext));
  const chartable = (config.expressions?.length ?? 0) > 0 || (config.blocks?.length ?? 0) > 0;
  const toggle = (i: number) => setOpen((current) => (current === i ? null : i));
  const placeholders = (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' } }} role="progressbar" aria-busy="true" aria-label={intl.formatMessage({ id: 'engine.loading' })}>
      {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={PLACEHOLDER_HEIGHT} data-testid="tile-placeholder" sx={i === 0 ? { gridColumn: 'span 2' } : undefined} />
      ))}
    </Box>
  );
  return (
    <Box component="section" aria-label={localized(config.title) || undefined}>
      {config.title && (
        <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
          {localized(config.title)}
        </Typography>
      )}
      <DataView result={result} componentId={id} loading={placeholders}>
        {(data) => {
          let offset = data.variables.length;
          const tiles = [...data.variables];
          return (
            <>
              <TileRow tiles={data.variables} chartable={chartable} open={open} onToggle={toggle} chartId={chartId} />
              {(data.blocks ?? []).map((block, b) => {
                const rootOnly = block.rootOnly === true || config.blocks?.[b]?.rootOnly === true;
                const start = offset;
                offset += block.variables.length;
                tiles.push(...block.variables);
                if (rootOnly && !user.isRoot) return null;
                return (
                  <Box key={b} sx={{ mt: 2 }} data-testid="variable-block-group">
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
                      {(block.title || config.blocks?.[b]?.title) && (
                        <Typography variant="subtitle1" component="h3">
                          {block.title ?? localized(config.blocks?.[b]?.title)}
                        </Typography>
                      )}
                      {rootOnly && <Chip size="small" color="warning" variant="outlined" label={intl.formatMessage({ id: 'engine.rootOnly' })} />}
                    </Box>
                    <TileRow tiles={block.variables} chartable={chartable} open={open} onToggle={toggle} chartId={chartId} offset={start} />
                  </Box>
                );
              })}
              {tiles.some((t) => t.target != null) && <GoalLegend />}
              {open !== null && tiles[open] && (
                <Box id={chartId} sx={{ mt: 2 }}>
                  <VariableChart type={type} componentId={id} index={open} title={tiles[open].title} />
                </Box>
              )}
            </>
          );
        }}
      </DataView>
    </Box>
  );
}
