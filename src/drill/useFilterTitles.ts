import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { RANK_TYPE_FILTER, RANK_TYPES } from '../../core/ranking/rankType';
import type { FilterTitles } from './filters/chips.ts';
import type { FilterList } from '../api/drill.ts';

/** Filter and option titles of both filter sets, for the chips; and of the rank type a tile's shortcut sets. */
export function useFilterTitles(lists: FilterList | undefined): FilterTitles {
  const intl = useIntl();
  return useMemo(() => {
    const filters = new Map<string, string>([[RANK_TYPE_FILTER, intl.formatMessage({ id: 'ranking.rankType' })]]);
    const options = new Map<string, string>(RANK_TYPES.map((n) => [`${RANK_TYPE_FILTER}/${n}`, intl.formatMessage({ id: `ranking.rankType${n}` })]));
    const ranges = new Set<string>();
    for (const set of lists ? [lists.timeFilterSet, lists.standardFilterSet] : []) {
      for (const g of set.filterGroups) {
        for (const f of g.filters) {
          filters.set(f.extName, f.title);
          if (f.range) ranges.add(f.extName);
          for (const o of f.options) options.set(`${f.extName}/${o.extName}`, o.title);
        }
      }
    }
    return { filters, options, ranges };
  }, [lists, intl]);
}
