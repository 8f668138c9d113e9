import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { letterHelpDataQuery } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';

/** The variables a letter may use (spec 3 section 3, letter help variables): group, question, tag, example value. */
export function LetterHelpTable({ surveyExtName, templateId }: { surveyExtName: string; templateId: number }) {
  const intl = useIntl();
  const { api } = useSession();
  const help = useQuery(letterHelpDataQuery(api, surveyExtName, templateId));
  if (help.isPending) return <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'template.loading' })} />;
  if (help.isError) return <Alert severity="error">{errorMessage(help.error, intl)}</Alert>;
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'template.letter.variables' })}>
      <TableHead>
        <TableRow>
          {(['group', 'question', 'variable', 'example'] as const).map((c) => (
            <TableCell key={c}>
              <FormattedMessage id={`template.letter.column.${c}`} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {help.data.variableRows.map((row) => (
          <TableRow key={`${row.groupName}/${row.questionName}`}>
            <TableCell>
              <FormattedMessage id={`template.letter.group.${row.groupName}`} />
            </TableCell>
            <TableCell>{row.questionTitle}</TableCell>
            <TableCell>
              <code>{row.questionName}</code>
            </TableCell>
            <TableCell>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
