import { lazy, Suspense } from 'react';
import { createLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import { RELATED_MAX, responseNumber } from '../../../core/interview.ts';
import { formatDayMonthYear } from '../../i18n/format.ts';
import { FaceIcon } from './icons.tsx';

const ListItemLink = createLink(ListItemButton);

// Vega comes with the chart only, never with the page's first paint.
const RelatedChart = lazy(() => import('./RelatedChart.tsx'));

/** Related interviews (up to ten) with their ratings, and their development as a line chart. */
export function SideCard({ data, surveyExtName }: { data: InterviewData; surveyExtName: string }) {
  const intl = useIntl();
  const side = data.sidebarData;
  const links = side.interviewLinks.slice(0, RELATED_MAX);
  return (
    <Paper variant="outlined" component="aside" sx={{ p: 2 }} aria-labelledby="interview-related-title" data-testid="interview-side">
      <Typography variant="h6" component="h2" id="interview-related-title">
        <FormattedMessage id="interview.related" />
      </Typography>
      {links.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="interview.relatedNone" />
        </Typography>
      ) : (
        <List dense>
          {links.map((l) => (
            <ListItem key={l.interviewId} disablePadding>
              <ListItemLink
                to="/interview/$surveyExtName/$interviewId"
                params={{ surveyExtName, interviewId: l.interviewId }}
                selected={l.isSelected}
                aria-current={l.isSelected ? 'page' : undefined}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <FaceIcon face={l.faceIcon} />
                </ListItemIcon>
                <ListItemText
                  primary={formatDayMonthYear(l.label)}
                  secondary={intl.formatMessage(
                    {
                      id: l.isCompleted ? 'interview.relatedRating' : 'interview.relatedNotCompleted',
                    },
                    { value: l.value || '–', id: responseNumber(l.interviewId) },
                  )}
                />
              </ListItemLink>
            </ListItem>
          ))}
        </List>
      )}
      {side.showDevelopmentChart && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            <FormattedMessage id="interview.development" />
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
            <RelatedChart chart={side.chartData} label={intl.formatMessage({ id: 'interview.chartLabel' }, { title: side.chartData.title })} locale={intl.locale} />
          </Suspense>
        </>
      )}
    </Paper>
  );
}
