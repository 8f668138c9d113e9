import type { IntlShape } from 'react-intl';
import { formatDate } from '../../core/dates';
import { parseTimeValue } from '../../core/drillpath/tokens';
import { shownRange } from '../../core/filters/dateRange';
import type { FilterList } from '../api/drill.ts';

/** A readable name for a time code: the title the time filter set gives it, else a description of the code. */
export function timeLabel(intl: IntlShape, lists: FilterList | undefined, code: string): string {
  for (const g of lists?.timeFilterSet.filterGroups ?? []) {
    for (const f of g.filters) {
      const o = f.options.find((x) => x.extName === code);
      if (o) return o.title;
    }
  }
  const custom = shownRange(code);
  if (custom) {
    const fmt = (iso: string) => formatDate(iso);
    return custom.start === custom.last ? fmt(custom.start) : intl.formatMessage({ id: 'filters.time.custom' }, { start: fmt(custom.start), end: fmt(custom.last) });
  }
  try {
    const t = parseTimeValue(code);
    if (t.kind === 'interval') return intl.formatMessage({ id: 'filters.time.interval' }, { unit: t.unit, from: t.from, to: t.to });
  } catch {
    // an unreadable code shows as it is; the server names what is wrong with it
  }
  return code;
}
