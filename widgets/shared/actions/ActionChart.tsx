import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useEngine } from '../../../engine/index.tsx';
import { actionChartQuery } from '../../../src/api/actions.ts';
import { callerOf } from '../../../src/api/client.ts';
import { messageOf } from '../../../machines/errorMessage.ts';
import { ChartFrame } from '../ChartFrame.tsx';
import { useChartTexts } from '../useChartTexts.ts';
import { actionChartSpec } from './actionChartSpec.ts';

/**
 * A saved action's chart (POST vuejs/charts/actionchart/{survey}/{id}): the development of its expression at its
 * unit with the goal line and the action period marked. The edit dialog and the action plan show it.
 */
export function ActionChart({ surveyExtName, actionId }: { surveyExtName: string; actionId: number }) {
  const intl = useIntl();
  const { fetchJson, locale } = useEngine();
  const api = useMemo(() => callerOf(fetchJson), [fetchJson]);
  const chart = useQuery(actionChartQuery(api, surveyExtName, actionId));
  const texts = useChartTexts(locale);
  const title = intl.formatMessage({ id: 'actions.dialog.chartTitle' });
  const startLabel = intl.formatMessage({ id: 'actions.dialog.fromDate' });
  const deadlineLabel = intl.formatMessage({ id: 'actions.dialog.deadline' });
  const spec = useMemo(() => {
    const data = chart.data;
    if (!data || data.chart.series.length === 0) return null;
    return (width: number) => actionChartSpec(data, { ...texts, width, title, startLabel, deadlineLabel });
  }, [chart.data, texts, title, startLabel, deadlineLabel]);
  return (
    <ChartFrame title={title} spec={spec}>
      {chart.isPending && <Skeleton variant="rounded" height={120} aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      {chart.isError && (
        <Alert severity="error" role="alert">
          {intl.formatMessage({ id: 'actions.dialog.chartFailed' }, { message: messageOf(chart.error) })}
        </Alert>
      )}
      {chart.data?.chart.series.length === 0 && <p>{intl.formatMessage({ id: 'common.noData' })}</p>}
    </ChartFrame>
  );
}
