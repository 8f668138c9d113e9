import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import { HEADER_ANSWERS_MAX, responseNumber } from '../../../core/interview.ts';
import { formatDayMonthYear } from '../../i18n/format.ts';
import { AnswerValue } from './AnswerValue.tsx';
import { FaceIcon, InterviewIcon } from './icons.tsx';
import { ShareMenu } from './ShareMenu.tsx';

/** Title, subtitle, face and rating, up to eight background answers, the background dialog and the share menu. */
export function HeaderCard({ data, surveyExtName, interviewId, onShowBackground }: { data: InterviewData; surveyExtName: string; interviewId: number; onShowBackground(): void }) {
  const intl = useIntl();
  const side = data.sidebarData;
  const title = data.headerVariableTitle ? `${data.headerVariableTitle}: ${side.header}` : side.header || intl.formatMessage({ id: 'interview.title' }, { id: responseNumber(data.interviewId) });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="interview-header">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FaceIcon face={side.faceIcon} sx={{ fontSize: 56 }} />
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography variant="h5" component="h1" id="interview-title">
            {title}
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="interview.subtitle" values={{ survey: data.surveyTitle, id: responseNumber(data.interviewId), date: formatDayMonthYear(data.respondedAt) }} />
          </Typography>
          <Typography sx={{ mt: 0.5 }} data-testid="interview-rating">
            <FormattedMessage id="interview.rating" />: <strong>{side.ratingText || '–'}</strong> (<FormattedMessage id={`interview.face.${side.faceIcon}`} />)
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<InterviewIcon name="info" />} onClick={onShowBackground}>
            <FormattedMessage id="interview.backgroundInfo" />
          </Button>
          {data.enableSharing && <ShareMenu surveyExtName={surveyExtName} interviewId={interviewId} />}
        </Box>
      </Box>
      {side.bgAnswers.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, mt: 2, mb: 0 }}
          aria-label={intl.formatMessage({ id: 'interview.backgroundAnswers' })}
        >
          {side.bgAnswers.slice(0, HEADER_ANSWERS_MAX).map((a) => (
            <Box key={a.extname}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {a.title}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <AnswerValue answer={a} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
