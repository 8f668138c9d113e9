import { FormattedMessage } from 'react-intl';
import Typography from '@mui/material/Typography';
import { MAX_SMS_PARTS, smsParts } from '../../../core/sms/parts.ts';

/**
 * The live part counter under an SMS text (issue 17 item 3): characters, parts and encoding by the network's rules
 * (core/sms/parts.ts, the same the server checks with), announced politely as the person types.
 */
export function SmsPartCounter({ text, id }: { text: string; id: string }) {
  const count = smsParts(text);
  const characters = Array.from(text).length;
  return (
    <Typography id={id} variant="body2" color={count.parts > MAX_SMS_PARTS ? 'error' : 'text.secondary'} aria-live="polite" data-testid="sms-part-counter" data-parts={count.parts} data-encoding={count.encoding}>
      <FormattedMessage id="template.sms.counter" values={{ characters, parts: count.parts, encoding: count.encoding, remaining: count.remaining }} />
    </Typography>
  );
}
