/**
 * The mail templates list (spec 2 component type "mail templates list", spec 3 sections 2 and 7): the universe's
 * e-mail, SMS and letter templates with id, name, subject, sending type and labels. A row opens the template in its
 * kind's screen and a create button a new one (id 0) of each kind the caller may create; both pass this page as
 * `fromPage`, where the template screen returns.
 */
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { MailTemplatesListConfig } from '../../schemas/components/mailTemplatesList/config.gen.ts';
import type { MessageTemplateList, TemplateSendingType } from '../../src/api/templates.ts';
import type { MessageId } from '../../src/i18n/index.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { mailTemplatesListQuery } from './query.ts';

/** The screen of each kind of template (spec 3 section 2). */
const SCREEN: Record<TemplateSendingType, string> = { EMAIL: 'mailtemplate', SMS: 'smstemplate', LETTER: 'lettertemplate' };
const TYPE_TEXT: Record<TemplateSendingType, MessageId> = {
  EMAIL: 'widget.mailTemplatesList.type.EMAIL',
  SMS: 'widget.mailTemplatesList.type.SMS',
  LETTER: 'widget.mailTemplatesList.type.LETTER',
};
const CREATE: { type: TemplateSendingType; flag: 'createEmailTemplates' | 'createSMSTemplates' | 'createLetterTemplates'; text: MessageId }[] = [
  { type: 'EMAIL', flag: 'createEmailTemplates', text: 'widget.mailTemplatesList.createEmail' },
  { type: 'SMS', flag: 'createSMSTemplates', text: 'widget.mailTemplatesList.createSms' },
  { type: 'LETTER', flag: 'createLetterTemplates', text: 'widget.mailTemplatesList.createLetter' },
];
const COLUMNS: MessageId[] = [
  'widget.mailTemplatesList.id',
  'widget.mailTemplatesList.name',
  'widget.mailTemplatesList.subject',
  'widget.mailTemplatesList.sendingType',
  'widget.mailTemplatesList.labels',
];

/** The path of a template's screen, back to this page afterwards. */
export function templateScreenPath(surveyExtName: string, type: TemplateSendingType, id: number, fromPage: string | undefined): string {
  const path = `/${SCREEN[type]}/${encodeURIComponent(surveyExtName)}/${id}`;
  return fromPage ? `${path}?${new URLSearchParams({ fromPage })}` : path;
}

function TemplatesTable({ id, data }: { id: string; data: MessageTemplateList }) {
  const intl = useIntl();
  const { surveyExtName, pageId, openScreen } = useEngine();
  const open = (type: TemplateSendingType, templateId: number) => openScreen?.(templateScreenPath(surveyExtName, type, templateId, pageId));
  return (
    <>
      {data.rows.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {intl.formatMessage({ id: 'widget.mailTemplatesList.empty' })}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={`${id}-title`}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{intl.formatMessage({ id: c })}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((row) => (
                // The whole row answers a click; the name is the row's button for the keyboard and screen readers.
                <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(row.sendingType, row.id)}>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>
                    <Link
                      component="button"
                      variant="body2"
                      sx={{ textAlign: 'left' }}
                      onClick={(e) => {
                        e.stopPropagation();
                        open(row.sendingType, row.id);
                      }}
                    >
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell>{row.subject}</TableCell>
                  <TableCell>{intl.formatMessage({ id: TYPE_TEXT[row.sendingType] })}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {row.labels.map((label) => (
                        <Chip key={label} size="small" label={label} />
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {CREATE.some((c) => data[c.flag]) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
          {CREATE.filter((c) => data[c.flag]).map((c) => (
            <Button key={c.type} variant="outlined" size="small" onClick={() => open(c.type, 0)}>
              {intl.formatMessage({ id: c.text })}
            </Button>
          ))}
        </Stack>
      )}
    </>
  );
}

export function MailTemplatesList({ id, type, config }: WidgetProps<MailTemplatesListConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.mailTemplatesList.title' });
  const result = useComponentData<MessageTemplateList>(type, id, mailTemplatesListQuery(useQueryContext(id)));
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {title}
      </Typography>
      <DataView
        result={result}
        componentId={id}
        loading={<Skeleton variant="rounded" height={160} sx={{ m: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'widget.mailTemplatesList.loading' })} />}
      >
        {(data) => <TemplatesTable id={id} data={data} />}
      </DataView>
    </Paper>
  );
}
