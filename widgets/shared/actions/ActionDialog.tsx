/**
 * PLACEHOLDER so the action widgets compile on their own branch: the action edit dialog is built by another helper
 * (issue 15 item 4) with exactly this interface, and replaces this file at merge.
 */
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';

export interface ActionDialogProps {
  surveyExtName: string;
  drillPath: string;
  actionId: number /* 0 = new */;
  item?: string /* suggestion's actionable item extname */;
  onClose(changed: boolean): void;
}

export function ActionDialog(props: ActionDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open onClose={() => props.onClose(false)} fullWidth maxWidth="md">
      <DialogTitle>{props.actionId === 0 ? 'Add action' : 'Edit action'}</DialogTitle>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{intl.formatMessage({ id: 'common.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
