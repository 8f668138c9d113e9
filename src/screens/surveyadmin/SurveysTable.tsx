import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SurveyList } from '../../api/surveyAdmin.ts';
import type { MessageId } from '../../i18n/index.ts';

const COLUMNS: MessageId[] = [
  'surveyAdmin.surveys.name',
  'surveyAdmin.surveys.universe',
  'surveyAdmin.surveys.tag',
  'surveyAdmin.surveys.textTag',
  'surveyAdmin.surveys.interviews',
  'surveyAdmin.surveys.users',
  'surveyAdmin.surveys.disabled',
  'surveyAdmin.surveys.samplesOpen',
];

/** The universe's surveys (spec 3 section 3, Survey row); a survey's name opens its details. */
export function SurveysTable({ surveyExtName, rows }: { surveyExtName: string; rows: SurveyList['surveyRows'] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const yesNo = (b: boolean) => intl.formatMessage({ id: b ? 'surveyAdmin.yes' : 'surveyAdmin.no' });
  return (
    <section aria-labelledby="surveys-title">
      <Typography variant="h6" component="h2" id="surveys-title">
        <FormattedMessage id="surveyAdmin.surveys" />
      </Typography>
      {rows.length === 0 ? (
        <Typography>
          <FormattedMessage id="common.noData" />
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="surveys-title" data-testid="survey-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((id) => (
                  <TableCell key={id}>
                    <FormattedMessage id={id} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.id} hover>
                  <TableCell>
                    <Button
                      size="small"
                      sx={{ textTransform: 'none' }}
                      onClick={() =>
                        void navigate({
                          to: '/survey/$surveyExtName/$surveyId',
                          params: { surveyExtName, surveyId: s.id },
                        })
                      }
                    >
                      {s.name}
                    </Button>
                  </TableCell>
                  <TableCell>{s.universeName}</TableCell>
                  <TableCell>{s.tag}</TableCell>
                  <TableCell>{s.textTag}</TableCell>
                  <TableCell align="right">{intl.formatNumber(s.nInterviews)}</TableCell>
                  <TableCell align="right">{intl.formatNumber(s.nUsers)}</TableCell>
                  <TableCell>{yesNo(s.disabled)}</TableCell>
                  <TableCell>{yesNo(s.samplesOpen)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
