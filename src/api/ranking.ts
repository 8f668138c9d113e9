import { queryOptions } from '@tanstack/react-query';
import type { RankingData } from '../../schemas/api/ranking-data.gen.ts';
import type { CellDetails } from '../../schemas/api/cell-details.gen.ts';
import type { CellDetailsQuery } from '../../schemas/api/params/cell-details-query.gen.ts';
import type { ApiReader } from './client.ts';
import { callPath } from './path.ts';

/**
 * The whole ranking of a drill path (the ranking screen and the ranking table widget share this entry): GET vuejs/newranking/list/{survey}/{config}/{path}/none. A non-leaf
 * unit answers with all its children (up to 1,000), so sorting and paging them needs no further call; a
 * leaf answers with its first 50 interviews. The route's drill path carries its filters, hence `none`.
 */
export function rankingListQuery(api: ApiReader, surveyExtName: string, config: string, drillPath: string) {
  return queryOptions({
    queryKey: ['ranking', surveyExtName, config, drillPath],
    queryFn: ({ signal }) => api.get<RankingData>(callPath('vuejs/newranking/list', surveyExtName, config, drillPath, 'none'), { signal }),
  });
}

/**
 * One sorted page of a leaf's rows: GET vuejs/newranking/list/{survey}/{config}/{path}/{from}/{to}/{sortVar}/{sortDesc}/none.
 * The answer keeps the position of its first row, so rows still on screen while the next page loads keep theirs.
 */
export function rankingPageQuery(api: ApiReader, surveyExtName: string, config: string, drillPath: string, page: { from: number; to: number; sortVar: string; sortDesc: boolean }) {
  return queryOptions({
    queryKey: ['ranking', surveyExtName, config, drillPath, page.from, page.to, page.sortVar, page.sortDesc],
    queryFn: async ({ signal }) => ({
      ...(await api.get<RankingData>(callPath('vuejs/newranking/list', surveyExtName, config, drillPath, page.from, page.to, page.sortVar, String(page.sortDesc), 'none'), { signal })),
      firstRow: page.from,
    }),
  });
}

/** GET vuejs/sample/celldetails/{survey}?sampleid=&detailsvariable= */
export function cellDetailsQuery(api: ApiReader, surveyExtName: string, sampleId: number, variable: string) {
  return queryOptions({
    queryKey: ['celldetails', surveyExtName, sampleId, variable],
    queryFn: ({ signal }) =>
      api.get<CellDetails>(callPath('vuejs/sample/celldetails', surveyExtName), { signal, query: { sampleid: sampleId, detailsvariable: variable } satisfies CellDetailsQuery }),
  });
}
