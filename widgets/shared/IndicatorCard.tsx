/**
 * One survey's indicator block (the indicator block widget and each block of the global overview): the survey's
 * title and its figures. With `onOpen` an "Open" button below them opens the survey's start page (its name, "Open
 * Store visit", begins with the word it shows).
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { IndicatorBlock } from '../../schemas/api/indicator-block.gen.ts';

function Figures({ block }: { block: IndicatorBlock }) {
  const intl = useIntl();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {block.figures.map((f) => (
        <Box key={f.key} sx={{ display: 'contents' }} data-figure={f.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.title}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {f.formattedValue}
            {f.goal !== undefined && f.goal !== null && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
                {intl.formatMessage({ id: 'widget.indicatorBlock.goal' }, { goal: intl.formatNumber(f.goal) })}
              </Typography>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function IndicatorCard({ block, heading = 'h3', onOpen }: { block: IndicatorBlock; heading?: 'h2' | 'h3'; onOpen?: () => void }) {
  const intl = useIntl();
  const titleId = `indicators-${block.survey}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-testid="indicator-block" data-survey={block.survey} sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="subtitle1" component={heading} id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
        {block.title}
      </Typography>
      <Figures block={block} />
      {onOpen && (
        <Button size="small" onClick={onOpen} sx={{ alignSelf: 'flex-end', mt: 1 }} aria-label={intl.formatMessage({ id: 'widget.indicatorBlock.open' }, { survey: block.title })}>
          {intl.formatMessage({ id: 'widget.indicatorBlock.openShort' })}
        </Button>
      )}
    </Paper>
  );
}
