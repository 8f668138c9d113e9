import { FormattedMessage } from 'react-intl';
import Typography from '@mui/material/Typography';
import { NoticeCard } from './NoticeCard.tsx';

/** `/responsive`: the public placeholder titled responsive dashboard (spec 3 section 2). */
export function ResponsivePlaceholder() {
  return (
    <NoticeCard title={<FormattedMessage id="notice.responsiveTitle" />}>
      <Typography>
        <FormattedMessage id="notice.responsiveText" />
      </Typography>
    </NoticeCard>
  );
}
