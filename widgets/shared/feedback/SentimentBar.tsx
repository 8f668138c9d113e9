/**
 * A category's positive, neutral and negative shares as one stacked bar (spec 2 section 9 colours), its numbers in
 * the bar's accessible name and in a legend of dark text beside coloured marks (the colours alone carry no meaning).
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AMBASSADOR_GREEN, NEGATIVE_RED, NEUTRAL_GREY } from '../palette.ts';

export interface Shares {
  percentagePositives: number;
  percentageNeutrals: number;
  percentageNegatives: number;
}

export const SENTIMENT_COLOURS = { positive: AMBASSADOR_GREEN, neutral: NEUTRAL_GREY, negative: NEGATIVE_RED } as const;

export function sharesText(intl: ReturnType<typeof useIntl>, s: Shares): string {
  return intl.formatMessage({ id: 'widget.feedback.shares' }, { positive: s.percentagePositives / 100, neutral: s.percentageNeutrals / 100, negative: s.percentageNegatives / 100 });
}

export function SentimentBar({ shares, height = 14 }: { shares: Shares; height?: number }) {
  const intl = useIntl();
  const parts = [
    { key: 'positive', value: shares.percentagePositives },
    { key: 'neutral', value: shares.percentageNeutrals },
    { key: 'negative', value: shares.percentageNegatives },
  ] as const;
  const label = sharesText(intl, shares);
  return (
    <Box>
      <Box role="img" aria-label={label} sx={{ display: 'flex', height, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {parts.map((p) => (p.value > 0 ? <Box key={p.key} data-sentiment={p.key} sx={{ width: `${p.value}%`, bgcolor: SENTIMENT_COLOURS[p.key] }} /> : null))}
      </Box>
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {label}
      </Typography>
    </Box>
  );
}
