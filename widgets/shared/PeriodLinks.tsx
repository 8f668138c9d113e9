import { useIntl } from 'react-intl';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CustomPeriod, PeriodType } from '../../schemas/components/common.gen.ts';
import { useLocalized } from '../../engine/index.tsx';

/** The period links of a chart: the configured period types, then the custom periods. */
export function PeriodLinks({ periods, customPeriods = [], value, onChange }: { periods: PeriodType[]; customPeriods?: CustomPeriod[]; value: string; onChange: (period: string) => void }) {
  const intl = useIntl();
  const localized = useLocalized();
  if (periods.length + customPeriods.length < 2) return null;
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_e, next: string | null) => next && onChange(next)} aria-label={intl.formatMessage({ id: 'term.period' })}>
      {periods.map((p) => (
        <ToggleButton key={p} value={p} sx={{ textTransform: 'none', py: 0.25 }}>
          {intl.formatMessage({ id: `widget.period.${p}` })}
        </ToggleButton>
      ))}
      {customPeriods.map((c) => (
        <ToggleButton key={c.extname} value={c.extname} sx={{ textTransform: 'none', py: 0.25 }}>
          {localized(c.title)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
