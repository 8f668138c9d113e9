/** Feedback overview (spec 2, Text analytics): the four most mentioned categories as stacked positive, neutral and negative bars. */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { FeedbackOverviewConfig } from '../../schemas/components/feedbackOverview/config.gen.ts';
import { FeedbackFrame } from '../shared/feedback/FeedbackFrame.tsx';
import { SentimentBar } from '../shared/feedback/SentimentBar.tsx';

const TOP = 4;

export function FeedbackOverviewWidget({ id, type, config }: WidgetProps<FeedbackOverviewConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  return (
    <FeedbackFrame id={id} type={type} title={localized(config.title) || intl.formatMessage({ id: 'widget.feedbackOverview.title' })}>
      {(data) =>
        data.categories.length === 0 ? (
          <Typography color="text.secondary">{intl.formatMessage({ id: 'widget.textAnalytics.noCategories' })}</Typography>
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.categories.slice(0, TOP).map((c) => (
              <Box component="li" key={c.id} sx={{ listStyle: 'none' }} data-testid="feedback-category">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {intl.formatMessage({ id: 'widget.textAnalytics.category' }, { title: c.title, n: c.count })}
                </Typography>
                <SentimentBar shares={c} />
              </Box>
            ))}
          </Box>
        )
      }
    </FeedbackFrame>
  );
}
