import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_CHART_WIDTH } from './chartLayout.ts';

/** Widths are rounded to this step, so a chart is rebuilt when its room really changes, not on every pixel. */
const STEP = 20;

/**
 * The width of the element the ref is put on, kept up to date as the window resizes (a phone turned, a side
 * panel opened); null until measured, so a chart is drawn once, at its real width. Where nothing is laid out
 * (a hidden tab, tests) the default chart width.
 */
export function useChartWidth(): [(element: HTMLElement | null) => void, number | null] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return;
    const read = () => {
      const w = element.clientWidth;
      setWidth((previous) => (w > 0 ? Math.floor(w / STEP) * STEP : (previous ?? DEFAULT_CHART_WIDTH)));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((e: HTMLElement | null) => setElement(e), []);
  return [ref, width];
}
