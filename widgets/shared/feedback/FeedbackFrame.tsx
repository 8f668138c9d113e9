/** The frame the three overview widgets share: a titled section with the text analytics result inside DataView. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataView, useComponentData } from '../../../engine/index.tsx';
import type { TextAnalytics } from '../../../src/api/textanalytics.ts';
import { useQueryContext } from '../queryContext.ts';
import { textAnalyticsWidgetQuery } from './query.ts';

export function FeedbackFrame({ id, type, title, children }: { id: string; type: string; title: string; children: (data: TextAnalytics) => ReactNode }) {
  const result = useComponentData<TextAnalytics>(type, id, textAnalyticsWidgetQuery(useQueryContext(id)));
  const titleId = `${id}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      <DataView result={result} componentId={id}>
        {children}
      </DataView>
    </Paper>
  );
}
