import { describe, expect, it } from 'vitest';
import { labelBox, median, overlaps, placeLabels, scaleGroups, textWidth, thinLabels, type Box } from './chartLayout.ts';

describe('which series share an axis', () => {
  it('groups descriptors by their scale; a count stands alone; no scales at all keep one group', () => {
    const groups = scaleGroups([
      { variable: 'nps', title: 'NPS', scale: { min: -100, max: 100 } },
      { variable: 'top', title: 'Top', scale: { min: 0, max: 100 } },
      { variable: 'res', title: 'Resolved', scale: { min: 0, max: 100 } },
      { variable: 'interviews', title: 'Interviews' },
    ]);
    expect(groups.map((g) => g.members)).toEqual([[0], [1, 2], [3]]);
    expect(scaleGroups([{ variable: 'a', title: 'A' }, { variable: 'b', title: 'B' }]).map((g) => g.members)).toEqual([[0, 1]]);
  });
});

describe('period labels thinned to the width', () => {
  const weeks = Array.from({ length: 52 }, (_, i) => `W${String(i + 1).padStart(2, '0')} 2026`);

  it('keeps all that fit, else every k-th counted back from the latest, none overlapping', () => {
    expect(thinLabels(weeks.slice(0, 5), 1000)).toEqual(weeks.slice(0, 5));
    for (const width of [300, 600, 1400]) {
      const shown = thinLabels(weeks, width);
      expect(shown.at(-1)).toBe('W52 2026');
      expect(shown.length * (textWidth('W52 2026') + 14)).toBeLessThanOrEqual(width);
      const step = weeks.indexOf(shown[1]!) - weeks.indexOf(shown[0]!);
      expect(shown.every((l, i) => i === 0 || weeks.indexOf(l) - weeks.indexOf(shown[i - 1]!) === step)).toBe(true);
    }
    expect(thinLabels(weeks, 300).length).toBeLessThan(thinLabels(weeks, 1400).length);
  });
});

describe('point labels that do not collide', () => {
  const plot = { width: 320, height: 260 };

  it('never lets two placed labels overlap, nor a label cover a point, a reserved box or the plot edge', () => {
    // A crowded cloud: 40 points on a tight spiral with long names.
    const points = Array.from({ length: 40 }, (_, i) => ({ x: 160 + Math.cos(i) * i * 3, y: 130 + Math.sin(i) * i * 2.5, text: `Driver number ${i} with a long name` }));
    const reserved: Box[] = [{ x0: 0, y0: 0, x1: 80, y1: 18 }];
    const places = placeLabels(points, plot, 90, reserved);
    const boxes = places.flatMap((place, i) => (place ? [labelBox(points[i]!, place, 90)] : []));
    expect(boxes.length).toBeGreaterThan(5);
    expect(places.some((p) => p === null)).toBe(true);
    for (const [i, a] of boxes.entries()) {
      expect(a.x0 >= 0 && a.y0 >= 0 && a.x1 <= plot.width && a.y1 <= plot.height).toBe(true);
      expect(overlaps(a, reserved[0]!)).toBe(false);
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      for (const p of points) expect(overlaps(a, { x0: p.x - 5, y0: p.y - 5, x1: p.x + 5, y1: p.y + 5 })).toBe(false);
    }
  });

  it('puts labels on the inner side: right of a point in the left half, left of one in the right half', () => {
    expect(placeLabels([{ x: 40, y: 100, text: 'Staff' }, { x: 280, y: 100, text: 'Queue' }], plot, 150)).toEqual(['right', 'left']);
  });

  it('medians cut the quadrants', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
