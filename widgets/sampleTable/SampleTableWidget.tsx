/**
 * The sampleTable page component (spec 2 section 2, spec 1 section 2.6): the sample list screen's own table
 * (src/ui/samples/SampleTable.tsx) and call for the component's table configuration on the page's drill path, sorted
 * and paged within the component; a row opens what it opens on the sample list, and nothing completed for a role that
 * may not view completed samples. The screen's selection bar and actions stay on the screen.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SampleTableConfig } from '../../schemas/components/sampleTable/config.gen.ts';
import type { SampleList } from '../../schemas/api/sample-list.gen.ts';
import { DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { DEFAULT_SORT, FIRST_PAGE_SIZE } from '../../src/api/sampleList.ts';
import { SamplePagination } from '../../src/ui/samples/SamplePagination.tsx';
import { SampleTable } from '../../src/ui/samples/SampleTable.tsx';
import { sampleRowHref } from '../../src/ui/samples/sampleRowHref.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { sampleTableWidgetQuery, type SampleTablePage } from './query.ts';

export function SampleTableWidget({ id, type, config }: WidgetProps<SampleTableConfig>) {
  const localized = useLocalized();
  const intl = useIntl();
  const { openScreen, surveyExtName } = useEngine();
  const title = localized(config.title);
  const [chosen, choose] = useState<SampleTablePage>({ page: 1 });
  const result = useComponentData<SampleList>(type, id, sampleTableWidgetQuery(useQueryContext(id), config, chosen));
  const sortBy = chosen.sortBy ?? config.sortBy ?? DEFAULT_SORT.sortBy;
  const sortDesc = chosen.sortDesc ?? config.sortDesc ?? DEFAULT_SORT.sortDesc;
  return (
    <Paper variant="outlined" component="section" aria-label={title || undefined} sx={{ p: 1 }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ px: 1, pt: 0.5, pb: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      )}
      <DataView result={result} componentId={id}>
        {(data) => {
          const total = data.rankingData.totalNumberRows;
          const size = chosen.size ?? config.rowsPerPage ?? FIRST_PAGE_SIZE;
          return (
            <>
              {total === 0 ? (
                <Alert severity="info" sx={{ m: 1 }}>
                  {intl.formatMessage({ id: 'samplelist.empty' })}
                </Alert>
              ) : (
                <SampleTable
                  data={data.rankingData}
                  sortBy={sortBy}
                  sortDesc={sortDesc}
                  busy={false}
                  onSort={(column) => choose((prev) => ({ ...prev, page: 1, sortBy: column, sortDesc: column === sortBy ? !sortDesc : column === DEFAULT_SORT.sortBy }))}
                  // Outside the app (stories, tests) there is nowhere to go: rows then only show.
                  hrefOf={(row) => (openScreen ? sampleRowHref(surveyExtName, row, { viewCompletedSamples: data.viewCompletedSamples, sampleView: data.sampleTable.sampleView }) : null)}
                  onOpen={(href) => openScreen?.(href)}
                />
              )}
              <SamplePagination
                total={total}
                page={chosen.page}
                size={size}
                options={data.sampleTable.rowsPerPageOptions}
                onPage={(page) => choose((prev) => ({ ...prev, page }))}
                onSize={(next) => choose((prev) => ({ ...prev, page: 1, size: next }))}
              />
            </>
          );
        }}
      </DataView>
    </Paper>
  );
}
