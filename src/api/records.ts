/** The record table calls of spec 2 section 7 (`vuejs/records/*`): the sorted records and their download. */
import { queryOptions } from '@tanstack/react-query';
import type { RecordTable } from '../../schemas/api/record-table.gen.ts';
import type { ReportTask } from '../../schemas/api/report-task.gen.ts';
import type { RecordTableQuery } from '../../schemas/api/params/record-table-query.gen.ts';
import type { ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { RecordTable };

/** The sort the call names; none leaves the component's configured one. */
export interface RecordSort {
  sortBy: string;
  sortDesc: boolean;
}

const sortQuery = (sort: RecordSort | null) => (sort ? ({ sortby: sort.sortBy, sortdesc: sort.sortDesc } satisfies RecordTableQuery) : undefined);

/** GET vuejs/records/table/{survey}/{id}/{path}?sortby=&sortdesc=. */
export function recordTableQuery(api: ApiReader, surveyExtName: string, componentId: string, drillPath: string, sort: RecordSort | null = null) {
  const query = sortQuery(sort);
  return queryOptions({
    queryKey: ['record-table', surveyExtName, componentId, drillPath, sort?.sortBy ?? null, sort?.sortDesc ?? null],
    queryFn: ({ signal }) => api.get<RecordTable>(callPath('vuejs/records/table', surveyExtName, componentId, drillPath), { signal, ...(query ? { query } : {}) }),
  });
}

/** GET vuejs/records/recordtablereport/{survey}/{id}/{path}?sortby=&sortdesc=: queues the download (report jobs). */
export function startRecordTableReport(api: ApiReader, surveyExtName: string, componentId: string, drillPath: string, sort: RecordSort | null): Promise<ReportTask> {
  const query = sortQuery(sort);
  return api.get<ReportTask>(callPath('vuejs/records/recordtablereport', surveyExtName, componentId, drillPath), query ? { query } : {});
}
