import type { IntlShape } from 'react-intl';
import type { RankingTableTexts } from './RankingTable.tsx';
import { goalBandMessage } from './goalColours.ts';

/** The ranking table's words in the reader's language, for the ranking screen and the rankingTable component alike. */
export function rankingTableTexts(intl: IntlShape, label: string): RankingTableTexts {
  const band = (b: 0 | 1 | 2 | 3) => intl.formatMessage({ id: goalBandMessage(b) });
  return {
    label,
    total: intl.formatMessage({ id: 'term.total' }),
    details: (column) => intl.formatMessage({ id: 'rankingTable.details' }, { column }),
    targets: [band(0), band(1), band(2), band(3)],
    legend: intl.formatMessage({ id: 'goal.legend' }),
    rank: {
      header: intl.formatMessage({ id: 'rankingTable.rank' }),
      up: (n, previous) => intl.formatMessage({ id: 'rankingTable.rankUp' }, { n, previous }),
      down: (n, previous) => intl.formatMessage({ id: 'rankingTable.rankDown' }, { n, previous }),
      same: intl.formatMessage({ id: 'rankingTable.rankSame' }),
      none: intl.formatMessage({ id: 'rankingTable.rankNone' }),
    },
  };
}
