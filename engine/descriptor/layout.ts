/**
 * The 12-column grid: a component's `size` (2, 4, 6, 8 or 12) is its width on a wide screen. On a
 * tablet narrow components take half the row and wider ones the whole row; on a phone every
 * component takes the whole row.
 */
export const SIZES = [2, 4, 6, 8, 12] as const;
export type Size = (typeof SIZES)[number];

export function columnSpan(size: unknown): Size {
  return SIZES.includes(size as Size) ? (size as Size) : 12;
}

export interface ResponsiveSpan {
  phone: number;
  tablet: number;
  desktop: number;
}

export function responsiveSpan(size: unknown): ResponsiveSpan {
  const desktop = columnSpan(size);
  return { phone: 12, tablet: desktop <= 6 ? 6 : 12, desktop };
}

/** How many grid rows of a page render and fetch at once; the components below wait until scrolled near (issue 12). */
export const FIRST_SCREEN_ROWS = 2;

/**
 * How many of the leading components fill the first `rows` rows of the wide-screen grid, placed as CSS grid places
 * them (in order; one that does not fit in what is left of a row starts the next). A rough first screen, known before
 * anything is laid out, so the page loader and the renderer agree on it.
 */
export function firstRowsCount(sizes: readonly unknown[], rows: number = FIRST_SCREEN_ROWS): number {
  let row = 0;
  let used = 0;
  for (let i = 0; i < sizes.length; i++) {
    const span = columnSpan(sizes[i]);
    if (used + span > 12) {
      row++;
      used = 0;
    }
    if (row >= rows) return i;
    used += span;
  }
  return sizes.length;
}
