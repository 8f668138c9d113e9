import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../../core/dates.ts';
import Typography from '@mui/material/Typography';
import { UPGRADE_REOPENS_AT } from '../../shell/support.ts';
import { NoticeCard, SupportContact } from './NoticeCard.tsx';

/** `/upgrade`: the upgrade-in-progress notice with its fixed reopening time in CET (spec 3 section 9). */
export function UpgradeNotice() {
  // CET is UTC+1 all year here: the time is fixed, not Central European Summer Time.
  const when = formatDate(UPGRADE_REOPENS_AT, { time: true, timeZone: 'Etc/GMT-1' });
  return (
    <NoticeCard title={<FormattedMessage id="notice.upgradeTitle" />}>
      <Typography>
        <FormattedMessage id="notice.upgradeText" />
      </Typography>
      <Typography data-testid="reopens-at">
        <FormattedMessage id="notice.upgradeReopens" values={{ when: <strong>{when} CET</strong> }} />
      </Typography>
      <SupportContact />
    </NoticeCard>
  );
}
