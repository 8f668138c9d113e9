import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ExportFormat } from '../../schemas/components/common.gen.ts';
import { exportChart } from './exportChart.ts';
import type { ChartHandle } from './VegaEmbed.tsx';
import { useChartWidth } from './useChartWidth.ts';
import { useEngine } from '../../engine/index.tsx';

const VegaEmbed = lazy(() => import('./VegaEmbed.tsx'));

/**
 * The height a chart takes (Vega-Lite's default plot with its axes and legend), kept for it while its data and Vega
 * load, so the cards below do not jump when it is drawn.
 */
export const CHART_AREA_HEIGHT = 320;

/**
 * True from the browser's first quiet moment after `ready` (the chart's data is in): Vega (a large chunk, and the
 * work of compiling and drawing) then waits until what arrived with it is painted and the screen is usable. At most
 * `timeout` ms.
 */
function useIdleAfter(ready: boolean, timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 50);
    return () => clearTimeout(handle);
  }, [ready, idle, timeout]);
  return idle;
}

export const ALL_EXPORTS: ExportFormat[] = ['print', 'png', 'jpeg', 'pdf', 'svg'];
const EXPORT_LABEL: Record<ExportFormat, string> = { print: '', png: 'PNG', jpeg: 'JPEG', pdf: 'PDF', svg: 'SVG' };

/** Builds the chart's Vega-Lite spec for the width it is drawn at (labels, legend and layout follow the width). */
export type SpecForWidth = (width: number) => Record<string, unknown>;

/** A chart card: title, controls (period links), the export menu and the lazily loaded Vega view, drawn for its measured width. */
export function ChartFrame({ title, controls, spec: specFor, exports = ALL_EXPORTS, children }: { title: string; controls?: ReactNode; spec: SpecForWidth | null; exports?: ExportFormat[]; children?: ReactNode }) {
  const intl = useIntl();
  const [measure, width] = useChartWidth();
  const spec = useMemo(() => (specFor && width !== null ? specFor(width) : null), [specFor, width]);
  const { exportContext } = useEngine();
  const [handle, setHandle] = useState<ChartHandle | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const onReady = useCallback((h: ChartHandle | null) => setHandle(h), []);
  const idle = useIdleAfter(spec !== null);
  const run = (format: ExportFormat) => {
    setAnchor(null);
    if (!handle) return;
    exportChart(handle, format, title, exportContext).catch((err: unknown) => {
      console.error('Chart export failed:', err);
      setFailed(true);
    });
  };
  return (
    // Busy from the data's arrival until Vega has drawn: assistive technology (and the accessibility checks) wait for it.
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy={spec !== null && handle === null}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {controls}
        {specFor && exports.length > 0 && (
          <>
            <Button size="small" variant="outlined" aria-haspopup="menu" disabled={!handle} onClick={(e) => setAnchor(e.currentTarget)}>
              {intl.formatMessage({ id: 'widget.chart.export' })}
            </Button>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              {exports.map((format) => (
                <MenuItem key={format} onClick={() => run(format)}>
                  {format === 'print' ? intl.formatMessage({ id: 'widget.chart.print' }) : EXPORT_LABEL[format]}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Box>
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)} sx={{ mb: 1 }}>
          {intl.formatMessage({ id: 'widget.chart.exportFailed' })}
        </Alert>
      )}
      <Box sx={{ minHeight: CHART_AREA_HEIGHT }}>
        {children}
        <div ref={measure}>
          {spec &&
            (idle ? (
              <Suspense fallback={<Skeleton variant="rounded" height={CHART_AREA_HEIGHT} />}>
                <VegaEmbed spec={spec} label={title} onReady={onReady} />
              </Suspense>
            ) : (
              <Skeleton variant="rounded" height={CHART_AREA_HEIGHT} />
            ))}
        </div>
      </Box>
    </Paper>
  );
}
