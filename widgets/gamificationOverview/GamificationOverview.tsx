/**
 * The gamification overview (spec 2, component type "gamification overview"): badge tiles, each 2 of 12 columns
 * wide (TopMarks and Streak awards, obtained or not, with their score), and the unit's personal-performance line
 * chart (y ticks every 5 up to its record plus 2). The awards are computed on the server from the unit's results
 * (README, "Gamification awards").
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { GamificationOverview as Overview, StreakAward, TopMarksAward } from '../../schemas/api/gamification-overview.gen.ts';
import type { GamificationOverviewConfig } from '../../schemas/components/gamificationOverview/config.gen.ts';
import { ChartFrame } from '../shared/ChartFrame.tsx';
import { useChartTexts } from '../shared/useChartTexts.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { BadgeImage, type BadgeKind } from './Badge.tsx';
import { performanceSpec } from './performanceSpec.ts';
import { gamificationOverviewWidgetQuery } from './query.ts';

type Award = TopMarksAward | StreakAward;

const kindOf = (a: Award): BadgeKind => (a.type === 'TopMarksAward' ? 'topMarks' : a.streakType);

function BadgeTile({ award }: { award: Award }) {
  const intl = useIntl();
  const kind = kindOf(award);
  const name = intl.formatMessage({ id: `widget.gamificationOverview.award.${kind}` });
  const state = intl.formatMessage({ id: award.obtained ? 'widget.gamificationOverview.obtained' : 'widget.gamificationOverview.notObtained' });
  const score =
    award.type === 'TopMarksAward'
      ? award.rank !== undefined && award.contenders !== undefined
        ? intl.formatMessage({ id: 'widget.gamificationOverview.rank' }, { rank: award.rank, of: award.contenders, top: award.topN })
        : intl.formatMessage({ id: 'widget.gamificationOverview.noValue' })
      : intl.formatMessage({ id: 'widget.gamificationOverview.streak' }, { n: award.score, length: award.length });
  const imageURL = award.obtained ? award.obtainedImageURL : award.notObtainedImageURL;
  return (
    <Paper variant="outlined" data-testid="badge" data-award={kind} data-obtained={award.obtained} sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 0.5 }}>
      <BadgeImage kind={kind} obtained={award.obtained} label={`${name}: ${state}`} notYet={intl.formatMessage({ id: 'widget.gamificationOverview.notYet' })} {...(imageURL ? { imageURL } : {})} />
      <Typography variant="subtitle2" component="h3">
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {score}
      </Typography>
    </Paper>
  );
}

function Content({ id, data, title }: { id: string; data: Overview; title: string }) {
  const { locale } = useEngine();
  const intl = useIntl();
  const texts = useChartTexts(locale);
  const chartTitle = intl.formatMessage({ id: 'widget.gamificationOverview.chartTitle' }, { variable: data.chartData.title });
  const spec = useMemo(() => (width: number) => performanceSpec(data.chartData, { ...texts, width, title: chartTitle }), [data.chartData, texts, chartTitle]);
  return (
    <>
      <Grid container spacing={2} sx={{ px: 2, pb: 2 }} role="list" aria-label={intl.formatMessage({ id: 'widget.gamificationOverview.badges' }, { title })}>
        {data.awards.map((award, i) => (
          // Badge tiles are 2 of 12 columns (spec 2 section 9); on a phone two share a row.
          <Grid key={`${id}-${i}`} size={{ xs: 6, sm: 4, md: 2 }} role="listitem">
            <BadgeTile award={award} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ px: 2, pb: 2 }}>
        <ChartFrame title={chartTitle} spec={data.chartData.categories.length ? spec : null} exports={[]} />
      </Box>
    </>
  );
}

export function GamificationOverview({ id, type, config }: WidgetProps<GamificationOverviewConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.gamificationOverview.title' });
  const result = useComponentData<Overview>(type, id, gamificationOverviewWidgetQuery(useQueryContext(id)));
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontSize: '1.05rem' }} id={`${id}-title`}>
        {title}
      </Typography>
      {config.rootOnly && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2 }}>
          {intl.formatMessage({ id: 'widget.gamificationOverview.rootOnly' })}
        </Typography>
      )}
      <DataView result={result} componentId={id} loading={<Skeleton variant="rounded" height={200} sx={{ m: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'widget.gamificationOverview.loading' })} />}>
        {(data) => <Content id={id} data={data} title={title} />}
      </DataView>
    </Paper>
  );
}
