import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/context.ts';
import { formatDateTime, formatDayMonthYear } from '../../i18n/format.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import type { Mailbox as MailboxData } from '../../../schemas/api/mailbox.gen.ts';

/**
 * `/mailbox`: the universe's mail the embedded SMTP server received and the SMS the embedded SMS sink stored (texts
 * shown as text; a mail's HTML part sanitised in a sandboxed frame, see MailBody), for its administrators when the server has
 * DEV_MAILBOX=on. Everyone else, and a session acting as someone, reads the server's reason instead.
 */
export function Mailbox() {
  const { api } = useSession();
  const intl = useIntl();
  const mail = useQuery({
    queryKey: ['mailbox'],
    queryFn: () => api.get<MailboxData>('dev/mailbox'),
    // A refusal (mailbox off, not an administrator, acting as someone) does not change by asking again.
    retry: false,
    refetchInterval: (query) => (query.state.error ? false : 5000),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="mailbox.title" />
      </Typography>
      {mail.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      {mail.isError && <Alert severity="error">{errorMessage(mail.error, intl)}</Alert>}
      {mail.data && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="mailbox.scope" />
        </Typography>
      )}
      {mail.data && !mail.data.embedded && (
        <Alert severity="info">
          <FormattedMessage id="mailbox.external" />
        </Alert>
      )}
      {mail.data?.messages.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id="mailbox.empty" />
        </Alert>
      )}
      {mail.data?.messages.map((m) => (
        <Card key={m.id} variant="outlined" component="article" data-testid="mail">
          <CardContent>
            <Typography variant="h6" component="h2">
              {m.subject ?? intl.formatMessage({ id: 'mailbox.noSubject' })}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              <FormattedMessage id="mailbox.meta" values={{ to: m.rcptTo.join(', '), date: formatDayMonthYear(m.createdAt) }} />
            </Typography>
            <MailBody textBody={m.textBody} htmlBody={m.htmlBody} />
          </CardContent>
        </Card>
      ))}
      {mail.data && (
        <Stack component="section" aria-labelledby="mailbox-sms" spacing={2}>
          <Typography variant="h5" component="h2" id="mailbox-sms">
            <FormattedMessage id="mailbox.smsTitle" />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="mailbox.smsScope" />
          </Typography>
          {mail.data.sms.length === 0 && (
            <Alert severity="info">
              <FormattedMessage id="mailbox.smsEmpty" />
            </Alert>
          )}
          {mail.data.sms.map((m) => (
            <Card key={m.id} variant="outlined" component="article" data-testid="sms">
              <CardContent>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  <FormattedMessage id="mailbox.smsMeta" values={{ to: m.to, sender: m.sender, parts: m.parts, date: formatDateTime(m.createdAt) }} />
                </Typography>
                <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
                  {m.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A mail's text part, or its HTML part (the toggle): the HTML sanitised as every user HTML (DOMPurify) and shown in a
 * frame sandboxed without scripts and without same origin, so it can never act in the app; only opening a link in a
 * new tab is allowed (`<base target=_blank>`), so a campaign's tracked link can be followed and its click counted.
 */
function MailBody({ textBody, htmlBody }: { textBody: string | null; htmlBody: string | null }) {
  const intl = useIntl();
  const [view, setView] = useState<'html' | 'text'>('text');
  return (
    <Stack spacing={1}>
      {htmlBody !== null && (
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v: 'html' | 'text' | null) => v && setView(v)} aria-label={intl.formatMessage({ id: 'mailbox.show' })}>
          <ToggleButton value="html">
            <FormattedMessage id="mailbox.html" />
          </ToggleButton>
          <ToggleButton value="text">
            <FormattedMessage id="mailbox.text" />
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {view === 'html' && htmlBody !== null ? (
        <iframe
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          title={intl.formatMessage({ id: 'mailbox.frame' })}
          srcDoc={`<base target="_blank">${DOMPurify.sanitize(htmlBody, { WHOLE_DOCUMENT: true })}`}
          style={{ width: '100%', height: 360, border: '1px solid #ddd', background: '#fff' }}
        />
      ) : (
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
          {textBody}
        </Typography>
      )}
    </Stack>
  );
}
