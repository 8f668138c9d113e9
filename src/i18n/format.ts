/** Dates show as day/month-year (`22/11-2026`), or `N/A` when missing or unreadable (spec 3 section 9). */
export function formatDayMonthYear(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}-${date.getFullYear()}`;
}
