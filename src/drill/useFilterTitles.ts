import { useMemo } from 'react';
import type { FilterTitles } from './filters/chips.ts';
import type { FilterList } from '../api/drill.ts';

/** Filter and option titles of both filter sets, for the chips. */
export function useFilterTitles(lists: FilterList | undefined): FilterTitles {
  return useMemo(() => {
    const filters = new Map<string, string>();
    const options = new Map<string, string>();
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
  }, [lists]);
}
