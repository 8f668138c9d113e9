import { useIntl } from 'react-intl';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RANK_TYPES, type RankType } from '../../../core/ranking/rankType.ts';

/** Rank-type shortcuts (spec 1 section 2.5): the ranking of interviews, or of samples in one state. */
export function RankTypeChips({ value, onChange }: { value: RankType; onChange(next: RankType): void }) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_e, next: RankType | null) => next !== null && onChange(next)}
      aria-label={intl.formatMessage({ id: 'ranking.rankType' })}
      sx={{ flexWrap: 'wrap' }}
    >
      {RANK_TYPES.map((t) => (
        <ToggleButton key={t} value={t} sx={{ textTransform: 'none', px: 1.5 }} data-testid={`rank-type-${t}`}>
          {intl.formatMessage({ id: `ranking.rankType${t}` })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
