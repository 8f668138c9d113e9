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
