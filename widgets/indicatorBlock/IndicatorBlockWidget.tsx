/**
 * The indicator block (spec 2, component type "indicator block"): one survey's figures for the user, counted
 * inside their unit scope on the server (interviews in the time span, open alerts, the headline variable). A click
 * opens the survey's start page at the user's top unit.
 */
import { useIntl } from 'react-intl';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { IndicatorBlock } from '../../schemas/api/indicator-block.gen.ts';
import type { IndicatorBlockConfig } from '../../schemas/components/indicatorBlock/config.gen.ts';
import { screenHref } from '../../src/routing/listScreens.ts';
import { IndicatorCard } from '../shared/IndicatorCard.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { indicatorBlockWidgetQuery } from './query.ts';

export function IndicatorBlockWidget({ id, type, config }: WidgetProps<IndicatorBlockConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const { openScreen } = useEngine();
  const result = useComponentData<IndicatorBlock>(type, id, indicatorBlockWidgetQuery(useQueryContext(id)));
  const title = localized(config.title);
  return (
    <Box>
      {title && (
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {title}
        </Typography>
      )}
      {config.rootOnly && (
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage({ id: 'widget.indicatorBlock.rootOnly' })}
        </Typography>
      )}
      <DataView result={result} componentId={id} loading={<Skeleton variant="rounded" height={140} role="progressbar" aria-label={intl.formatMessage({ id: 'widget.indicatorBlock.loading' })} />}>
        {(block) => (
          <IndicatorCard
            block={block}
            heading={title ? 'h3' : 'h2'}
            {...(openScreen && block.startPage ? { onOpen: () => openScreen(screenHref(block.startPage, block.survey, block.startPath)) } : {})}
          />
        )}
      </DataView>
    </Box>
  );
}
