import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Highlight, InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { ALERT_CLOSED } from '../../../core/alerts/validation';
import { CommentsPanel } from './CommentsPanel.tsx';
import { GroupTable } from './GroupTable.tsx';
import { FaceIcon, InterviewIcon } from './icons.tsx';
import { MailTracking } from './MailTracking.tsx';
import { ResultsSection } from './ResultsSection.tsx';
import { Section } from './Section.tsx';

function HighlightChip({ h, surveyExtName }: { h: Highlight; surveyExtName: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  if (h.type === 'alert' && h.data.alertId !== undefined) {
    return (
      <Chip
        onClick={() => void navigate({ href: `/alert/${encodeSegment(surveyExtName)}/${h.data.alertId}` })}
        color={h.data.alertState === ALERT_CLOSED ? 'success' : 'error'}
        variant="outlined"
        label={intl.formatMessage({ id: 'interview.highlightAlert' }, { state: h.data.value ?? '' })}
      />
    );
  }
  const icon = h.data.icon ? <FaceIcon face={h.data.icon} /> : undefined;
  if (h.type === 'loyalty' && h.data.segment) {
    return <Chip icon={icon} variant="outlined" label={intl.formatMessage({ id: `interview.segment.${h.data.segment}` }, { value: h.data.value ?? '' })} />;
  }
  return <Chip icon={icon} variant="outlined" label={`${h.data.title ?? ''}: ${h.data.value ?? ''}`} />;
}

/** State, highlights, open answers, key questions, results, tables, comments, records and mail tracking. */
export function MainCard({ data, surveyExtName, interviewId }: { data: InterviewData; surveyExtName: string; interviewId: number }) {
  const intl = useIntl();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }} data-testid="interview-main">
      <Section id="state" title={<FormattedMessage id="term.state" />}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip color={data.isCompleted ? 'success' : 'default'} label={intl.formatMessage({ id: data.isCompleted ? 'interview.completed' : 'interview.notCompleted' })} />
          <Chip variant="outlined" label={intl.formatMessage({ id: 'interview.sampleState' }, { state: data.state })} />
        </Box>
      </Section>
      {data.highlights.length > 0 && (
        <Section id="highlights" title={<FormattedMessage id="interview.highlights" />}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {data.highlights.map((h, i) => (
              <HighlightChip key={i} h={h} surveyExtName={surveyExtName} />
            ))}
          </Box>
        </Section>
      )}
      <Divider />
      <Section id="open" title={<FormattedMessage id="interview.openQuestions" />}>
        {data.openQuestionsData.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage id="interview.openQuestionsNone" />
          </Typography>
        ) : (
          data.openQuestionsData.map((q, i) => (
            <Box key={i} sx={{ mb: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {q.label}
              </Typography>
              <Box component="blockquote" sx={{ m: 0, mt: 0.5, pl: 2, borderLeft: 4, borderColor: 'primary.main', whiteSpace: 'pre-wrap' }}>
                {q.value}
              </Box>
            </Box>
          ))
        )}
      </Section>
      {data.starredQuestionsData.length > 0 && (
        <Section id="starred" title={<FormattedMessage id="interview.starred" />}>
          <Table size="small" aria-labelledby="interview-starred">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="term.question" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="interview.answer" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.starredQuestionsData.map((s) => (
                <TableRow key={s.label}>
                  <TableCell component="th" scope="row">
                    <InterviewIcon name="star" fontSize="small" sx={{ color: 'primary.main', verticalAlign: 'text-bottom', mr: 0.5 }} />
                    {s.label}
                  </TableCell>
                  <TableCell align="right">{s.value || 'N/A'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
      <Divider />
      <ResultsSection groups={data.resultGroupsData} />
      {data.tableGroups.map((t) => (
        <Section key={t.extname} id={`table-${t.extname}`} title={t.title}>
          <GroupTable table={t} labelledBy={`interview-table-${t.extname}`} />
        </Section>
      ))}
      <Divider />
      <CommentsPanel comments={data.comments} surveyExtName={surveyExtName} interviewId={interviewId} />
      <Divider />
      {data.recordGroups.map((t) => (
        <Section key={t.extname} id={`record-${t.extname}`} title={t.title}>
          <GroupTable table={t} labelledBy={`interview-record-${t.extname}`} />
        </Section>
      ))}
      <Divider />
      <MailTracking data={data.mailTrackingsData} />
    </Paper>
  );
}
