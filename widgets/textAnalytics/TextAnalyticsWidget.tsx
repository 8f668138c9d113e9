/**
 * Text analytics (spec 2, Text analytics): the positive, negative and neutral shares of the comments as circles with
 * their percentage and title, the top three categories, and 'see more details' opening the configured page.
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { TextAnalyticsConfig } from '../../schemas/components/textAnalytics/config.gen.ts';
import type { TextAnalytics } from '../../src/api/textanalytics.ts';
import { FeedbackFrame } from '../shared/feedback/FeedbackFrame.tsx';
import { SENTIMENT_COLOURS } from '../shared/feedback/SentimentBar.tsx';

const TOP = 3;

function Circle({ percentage, title, colour }: { percentage: number | null; title: string; colour: string }) {
  const intl = useIntl();
  const value = percentage === null ? '–' : intl.formatNumber(percentage / 100, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, listStyle: 'none' }}>
      <Box sx={{ width: 88, height: 88, borderRadius: '50%', border: `8px solid ${colour}`, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography component="span" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {value}
        </Typography>
      </Box>
      <Typography variant="body2">{title}</Typography>
    </Box>
  );
}

function Overview({ id, data, detailsPage }: { id: string; data: TextAnalytics; detailsPage?: string }) {
  const intl = useIntl();
  const { openPage } = useEngine();
  const o = data.overviewDTO;
  if (o.nCommentInterviews === 0) return <Typography color="text.secondary">{intl.formatMessage({ id: 'widget.feedback.noComments' })}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ display: 'flex', justifyContent: 'space-around', gap: 2, p: 0, m: 0, flexWrap: 'wrap' }}>
        <Circle percentage={o.positiveFeedback.feedbackPercentage} title={o.positiveFeedback.feedbackPercentageTitle} colour={SENTIMENT_COLOURS.positive} />
        <Circle percentage={o.neutralFeedback.feedbackPercentage} title={o.neutralFeedback.feedbackPercentageTitle} colour={SENTIMENT_COLOURS.neutral} />
        <Circle percentage={o.negativeFeedback.feedbackPercentage} title={o.negativeFeedback.feedbackPercentageTitle} colour={SENTIMENT_COLOURS.negative} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'widget.textAnalytics.commented' }, { n: o.nCommentInterviews, total: o.nInterviews })}
      </Typography>
      <Typography variant="subtitle2" component="h3" id={`${id}-top`} sx={{ mt: 2 }}>
        {intl.formatMessage({ id: 'widget.textAnalytics.topCategories' })}
      </Typography>
      {data.categories.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'widget.textAnalytics.noCategories' })}
        </Typography>
      ) : (
        <Box component="ol" aria-labelledby={`${id}-top`} sx={{ pl: 3, my: 0.5 }}>
          {data.categories.slice(0, TOP).map((c) => (
            <li key={c.id}>
              <Typography variant="body2">{intl.formatMessage({ id: 'widget.textAnalytics.category' }, { title: c.title, n: c.count })}</Typography>
            </li>
          ))}
        </Box>
      )}
      {detailsPage && openPage && (
        <Link component="button" variant="body2" onClick={() => openPage(detailsPage)}>
          {intl.formatMessage({ id: 'widget.textAnalytics.details' })}
        </Link>
      )}
    </>
  );
}

export function TextAnalyticsWidget({ id, type, config }: WidgetProps<TextAnalyticsConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  return (
    <FeedbackFrame id={id} type={type} title={localized(config.title) || intl.formatMessage({ id: 'widget.textAnalytics.title' })}>
      {(data) => <Overview id={id} data={data} {...(config.detailsPage ? { detailsPage: config.detailsPage } : {})} />}
    </FeedbackFrame>
  );
}
