/** Feedback sentiment (spec 2, Text analytics): every category with its sentiment, expanding into its results per text question. */
import { useIntl } from 'react-intl';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { FeedbackSentimentConfig } from '../../schemas/components/feedbackSentiment/config.gen.ts';
import { FeedbackFrame } from '../shared/feedback/FeedbackFrame.tsx';
import { SentimentBar } from '../shared/feedback/SentimentBar.tsx';

export function FeedbackSentimentWidget({ id, type, config }: WidgetProps<FeedbackSentimentConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  return (
    <FeedbackFrame id={id} type={type} title={localized(config.title) || intl.formatMessage({ id: 'widget.feedbackSentiment.title' })}>
      {(data) =>
        data.categories.length === 0 ? (
          <Typography color="text.secondary">{intl.formatMessage({ id: 'widget.textAnalytics.noCategories' })}</Typography>
        ) : (
          <Box>
            {data.categories.map((c) => (
              <Accordion key={c.id} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
                <AccordionSummary aria-controls={`${id}-${c.id}-results`} id={`${id}-${c.id}-summary`}>
                  <Box sx={{ flex: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {intl.formatMessage({ id: 'widget.textAnalytics.category' }, { title: c.title, n: c.count })}
                    </Typography>
                    <SentimentBar shares={c} height={10} />
                  </Box>
                </AccordionSummary>
                <AccordionDetails id={`${id}-${c.id}-results`}>
                  {c.questionResults.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {intl.formatMessage({ id: 'widget.feedbackSentiment.noResults' })}
                    </Typography>
                  ) : (
                    <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
                      {c.questionResults.map((q) => (
                        <Box component="li" key={q.question} sx={{ listStyle: 'none' }}>
                          <Typography variant="body2">{intl.formatMessage({ id: 'widget.textAnalytics.category' }, { title: q.title, n: q.count })}</Typography>
                          <SentimentBar shares={q} height={8} />
                        </Box>
                      ))}
                    </Box>
                  )}
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )
      }
    </FeedbackFrame>
  );
}
