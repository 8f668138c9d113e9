/**
 * The alertList page component (spec 2 section 2, spec 1 section 2.7): the alert list screen's own table
 * (src/ui/alerts/AlertTable.tsx) and call on the page's drill path, sorted and paged within the component, each
 * alert opening the alert page.
 */
import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AlertListConfig } from '../../schemas/components/alertList/config.gen.ts';
import type { AlertList } from '../../schemas/api/alert-list.gen.ts';
import { DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { AlertTable } from '../../src/ui/alerts/AlertTable.tsx';
import { encodeSegment } from '../../src/session/navigation.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { alertListWidgetQuery } from './query.ts';

export function AlertListWidget({ id, type, config }: WidgetProps<AlertListConfig>) {
  const localized = useLocalized();
  const { openScreen, surveyExtName } = useEngine();
  const title = localized(config.title);
  const [chosen, choose] = useState<{ page: number; sortBy?: string; sortDesc?: boolean }>({ page: 1 });
  const result = useComponentData<AlertList>(type, id, alertListWidgetQuery(useQueryContext(id), config, chosen));
  return (
    <Paper variant="outlined" component="section" aria-label={title || undefined} sx={{ p: 1 }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ px: 1, pt: 0.5, pb: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      )}
      <DataView result={result} componentId={id}>
        {(data) => (
          <AlertTable
            data={data}
            page={chosen.page}
            onSort={(sortBy, sortDesc) => choose({ page: 1, sortBy, sortDesc })}
            onPage={(page) => choose((prev) => ({ ...prev, page }))}
            // Outside the app (stories, tests) there is nowhere to go: rows then only show.
            onOpen={(row) => openScreen?.(`/alert/${encodeSegment(surveyExtName)}/${row.id}`)}
          />
        )}
      </DataView>
    </Paper>
  );
}
