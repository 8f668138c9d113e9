import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SampleButton } from '../../../machines/sample-state.machine.ts';

const ORDER: SampleButton[] = ['approve', 'unapprove', 'update', 'resendEmail', 'resendSms', 'cancel', 'delete'];

/** The action buttons the machine's guards allow (visibleButtons); delete stays visible but disabled once used. */
export function SampleActions(props: { visible: Record<SampleButton, boolean>; deleteEnabled: boolean; busy: boolean; onAction(button: SampleButton): void }) {
  const intl = useIntl();
  const shown = ORDER.filter((b) => props.visible[b]);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label={intl.formatMessage({ id: 'sample.actions' })}>
      {shown.map((b) => (
        <Button
          key={b}
          variant={b === 'approve' ? 'contained' : 'outlined'}
          color={b === 'cancel' || b === 'delete' ? 'error' : 'primary'}
          disabled={props.busy || (b === 'delete' && !props.deleteEnabled)}
          onClick={() => props.onAction(b)}
        >
          {intl.formatMessage({ id: `sample.action.${b}` })}
        </Button>
      ))}
    </Stack>
  );
}
