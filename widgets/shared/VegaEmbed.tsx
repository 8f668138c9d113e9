/**
 * Vega rendering, loaded lazily (never in the first paint). Expressions are interpreted, not
 * compiled, so the strict Content-Security-Policy without 'unsafe-eval' holds. Compiling the Vega-Lite
 * spec, parsing the Vega spec and running (drawing) it are separate tasks, so none holds the page (or a click) up for
 * long.
 */
import { useEffect, useRef } from 'react';
import { View } from 'vega';
import embed, { type Result } from 'vega-embed';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';

/** Lets the browser paint and handle input before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A view whose first run waits for the next task: vega-embed parses the spec and builds the view in one task, and the
 * dataflow's first run (scales, layout, the SVG) follows in another (issue 12: together they were one long task).
 */
class YieldingView extends View {
  private started = false;

  override async runAsync(...args: Parameters<View['runAsync']>): ReturnType<View['runAsync']> {
    if (!this.started) {
      this.started = true;
      await nextTask();
    }
    return super.runAsync(...args);
  }
}

export interface ChartHandle {
  toImageURL(type: 'png' | 'svg' | 'jpeg'): Promise<string>;
  size(): { width: number; height: number };
}

export default function VegaEmbed({ spec, label, onReady }: { spec: Record<string, unknown>; label: string; onReady?: (handle: ChartHandle | null) => void }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let result: Result | null = null;
    let cancelled = false;
    const draw = async () => {
      await nextTask();
      if (cancelled) return null;
      const compiled = compile(spec as unknown as TopLevelSpec).spec;
      await nextTask();
      if (cancelled) return null;
      return embed(element.current!, compiled, {
        mode: 'vega',
        actions: false,
        renderer: 'svg',
        ast: true,
        expr: expressionInterpreter,
        defaultStyle: false,
        tooltip: { theme: 'light' },
        viewClass: YieldingView,
      });
    };
    void draw().then((r) => {
      if (!r) return;
      if (cancelled) return r.finalize();
      result = r;
      onReady?.({
        toImageURL: (type) => (type === 'jpeg' ? r.view.toCanvas(2).then((c) => c.toDataURL('image/jpeg', 0.92)) : r.view.toImageURL(type, 2)),
        size: () => ({ width: r.view.width() + 40, height: r.view.height() + 60 }),
      });
    });
    return () => {
      cancelled = true;
      onReady?.(null);
      result?.finalize();
    };
  }, [spec, onReady]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%' }} />;
}
