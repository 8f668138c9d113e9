/**
 * The global overview (spec 2, component type "global overview"): a welcome text, a click text, a time-span
 * dropdown and one indicator block per survey the user may see, their figures counted inside the user's unit scope
 * on the server. Choosing another time span asks again with `?timespan=`; a block opens its survey.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataView, useComponentData, useEngine, useEngineUser, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { GlobalOverview, IndicatorTimeSpan } from '../../schemas/api/global-overview.gen.ts';
import type { GlobalOverviewConfig } from '../../schemas/components/globalOverview/config.gen.ts';
import { screenHref } from '../../src/routing/listScreens.ts';
import { IndicatorCard } from '../shared/IndicatorCard.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { globalOverviewWidgetQuery } from './query.ts';

function Overview({ id, data, onTimeSpan }: { id: string; data: GlobalOverview; onTimeSpan(span: IndicatorTimeSpan): void }) {
  const intl = useIntl();
  const { openScreen } = useEngine();
  const user = useEngineUser();
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="body1" sx={{ mb: 0.5 }}>
        {data.welcomeText ?? intl.formatMessage({ id: 'widget.globalOverview.welcome' }, { name: user.username })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {data.clickText ?? intl.formatMessage({ id: 'widget.globalOverview.click' })}
        </Typography>
        <TextField
          select
          size="small"
          id={`${id}-timespan`}
          label={intl.formatMessage({ id: 'widget.globalOverview.timeSpan' })}
          value={data.timeSpan}
          onChange={(e) => onTimeSpan(e.target.value as IndicatorTimeSpan)}
          sx={{ minWidth: 180 }}
        >
          {data.timeFilters.map((f) => (
            <MenuItem key={f.extName} value={f.extName}>
              {f.title}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {data.indicatorBlocks.length === 0 ? (
        <Typography variant="body2">{intl.formatMessage({ id: 'widget.globalOverview.empty' })}</Typography>
      ) : (
        <Grid container spacing={2}>
          {data.indicatorBlocks.map((block) => (
            <Grid key={block.survey} size={{ xs: 12, sm: 6, md: 4 }}>
              <IndicatorCard block={block} {...(openScreen && block.startPage ? { onOpen: () => openScreen(screenHref(block.startPage, block.survey, block.startPath)) } : {})} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

export function GlobalOverviewWidget({ id, type, config }: WidgetProps<GlobalOverviewConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const [timeSpan, setTimeSpan] = useState<IndicatorTimeSpan | null>(null);
  const result = useComponentData<GlobalOverview>(type, id, globalOverviewWidgetQuery(useQueryContext(id), timeSpan));
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.globalOverview.title' });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {title}
      </Typography>
      {config.rootOnly && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2 }}>
          {intl.formatMessage({ id: 'widget.globalOverview.rootOnly' })}
        </Typography>
      )}
      <DataView result={result} componentId={id} loading={<Skeleton variant="rounded" height={160} sx={{ m: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'widget.globalOverview.loading' })} />}>
        {(data) => <Overview id={id} data={data} onTimeSpan={setTimeSpan} />}
      </DataView>
    </Paper>
  );
}
