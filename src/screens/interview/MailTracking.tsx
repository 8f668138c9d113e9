import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MailTrackings } from '../../../schemas/api/interview-data.gen.ts';
import { GroupTable } from './GroupTable.tsx';
import { Section } from './Section.tsx';

/** Mails sent to the interview's contact: totals and one row per mail, or an empty state. */
export function MailTracking({ data }: { data: MailTrackings }) {
  const intl = useIntl();
  const t = (id: 'term.date' | 'interview.mailName' | 'term.state' | 'interview.mailViews' | 'interview.mailClicks') => intl.formatMessage({ id });
  return (
    <Section id="mail" title={<FormattedMessage id="interview.mailTracking" />}>
      {data.rows.length === 0 && !data.stats ? (
        <Typography color="text.secondary">
          <FormattedMessage id="interview.mailTrackingNone" />
        </Typography>
      ) : (
        <>
          {data.stats && (
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }}>
              <Typography>{data.stats.email}</Typography>
              <Typography>
                <FormattedMessage id="interview.mailStats" values={{ sent: data.stats.totalSent, opened: data.stats.totalOpened, shareOpened: data.stats.shareOpened, clicked: data.stats.totalClicked }} />
              </Typography>
            </Box>
          )}
          <GroupTable
            labelledBy="interview-mail"
            table={{
              extname: 'mail',
              title: '',
              columns: [
                { extname: 'date', title: t('term.date'), rightAlign: false, type: 'date' },
                { extname: 'name', title: t('interview.mailName'), rightAlign: false },
                { extname: 'state', title: t('term.state'), rightAlign: false },
                { extname: 'views', title: t('interview.mailViews'), rightAlign: true },
                { extname: 'clicks', title: t('interview.mailClicks'), rightAlign: true },
              ],
              rows: data.rows.map((r) => ({ cells: [r.date, r.name, r.state, String(r.views), String(r.clicks)] })),
            }}
          />
        </>
      )}
    </Section>
  );
}
