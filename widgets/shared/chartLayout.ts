/**
 * The arithmetic behind readable charts, kept apart from the Vega-Lite shapes so it is tested on its own: which
 * series share an axis, which period labels fit the width, and where the priority chart's point labels go.
 */
import type { ChartDescriptor } from '../../schemas/api/chart-data.gen.ts';

/** Below this width (a phone) legends go below the chart, dual axes become stacked panels and labels thin out. */
export const NARROW_WIDTH = 600;

/** The width charts assume before their container is measured (and in tests that do not say). */
export const DEFAULT_CHART_WIDTH = 800;

/** Vega's default axis and mark label font (11 px sans serif) averages about 6.2 px a character. */
const CHAR_WIDTH = 6.2;

export function textWidth(text: string, fontSize = 11): number {
  return (text.length * CHAR_WIDTH * fontSize) / 11;
}

/** Series on one scale: they share a y axis. */
export interface ScaleGroup {
  key: string;
  /** Indexes into the descriptors. */
  members: number[];
}

/**
 * Descriptors grouped by their scale (a 1–5 mean, a 0–100 share and a −100–100 NPS each get their own axis). A
 * descriptor without a scale (a count) is a scale of its own; data that names no scale at all keeps one axis.
 */
export function scaleGroups(descriptors: ChartDescriptor[]): ScaleGroup[] {
  if (descriptors.every((d) => !d.scale)) return [{ key: 'all', members: descriptors.map((_, i) => i) }];
  const groups: ScaleGroup[] = [];
  descriptors.forEach((d, i) => {
    const key = d.scale ? `${d.scale.min}..${d.scale.max}` : `free:${d.variable}`;
    const group = groups.find((g) => g.key === key);
    if (group) group.members.push(i);
    else groups.push({ key, members: [i] });
  });
  return groups;
}

/**
 * The x labels to show so none overlaps: every `step`-th, counted back from the latest period (the one a reader
 * looks for), where `step` is the smallest that leaves each label its width plus a gap.
 */
export function thinLabels(labels: string[], plotWidth: number, gap = 14): string[] {
  if (labels.length === 0) return [];
  const widest = Math.max(...labels.map((l) => textWidth(l)));
  const fits = Math.max(1, Math.floor(plotWidth / (widest + gap)));
  const step = Math.ceil(labels.length / fits);
  return labels.filter((_, i) => (labels.length - 1 - i) % step === 0);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A domain around the values with a margin, so points and their labels stay inside the plot. */
export function paddedDomain(values: number[], share = 0.08): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = hi > lo ? (hi - lo) * share : Math.max(Math.abs(hi) * 0.1, 1);
  return [lo - pad, hi + pad];
}

export type LabelPlace = 'right' | 'left' | 'above' | 'below';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

export interface LabelledPoint {
  x: number;
  y: number;
  text: string;
}

/** The room a point's label takes at `place`, in pixels (7 px from the point, one line high, at most `limit` wide). */
export function labelBox(p: LabelledPoint, place: LabelPlace, limit: number, fontSize = 11): Box {
  const w = Math.min(textWidth(p.text, fontSize), limit);
  const h = fontSize + 2;
  switch (place) {
    case 'right':
      return { x0: p.x + 7, y0: p.y - h / 2, x1: p.x + 7 + w, y1: p.y + h / 2 };
    case 'left':
      return { x0: p.x - 7 - w, y0: p.y - h / 2, x1: p.x - 7, y1: p.y + h / 2 };
    case 'above':
      return { x0: p.x - w / 2, y0: p.y - 7 - h, x1: p.x + w / 2, y1: p.y - 7 };
    case 'below':
      return { x0: p.x - w / 2, y0: p.y + 7, x1: p.x + w / 2, y1: p.y + 7 + h };
  }
}

/**
 * Places each point's label beside it (right, left, above or below, the first that fits) so that no two labels
 * overlap, no label covers a point and none runs out of the plot; a label with no free place is left out (the
 * point's tooltip still names it). `reserved` boxes (the quadrant titles) stay free too. Points are in pixels; labels are at most `limit` pixels wide (then cut with …).
 */
export function placeLabels(points: LabelledPoint[], plot: { width: number; height: number }, limit: number, reserved: Box[] = [], fontSize = 11): (LabelPlace | null)[] {
  const radius = 5;
  const taken: Box[] = [...points.map((p) => ({ x0: p.x - radius, y0: p.y - radius, x1: p.x + radius, y1: p.y + radius })), ...reserved];
  const inside = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= plot.width && b.y1 <= plot.height;
  // Left-half points try the right first and vice versa, so labels point into the plot.
  return points.map((p, i) => {
    const order: LabelPlace[] = p.x < plot.width / 2 ? ['right', 'left', 'above', 'below'] : ['left', 'right', 'above', 'below'];
    for (const place of order) {
      const box = labelBox(p, place, limit, fontSize);
      if (inside(box) && !taken.some((t, j) => j !== i && overlaps(t, box))) {
        taken.push(box);
        return place;
      }
    }
    return null;
  });
}
