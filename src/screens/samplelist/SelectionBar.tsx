import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '../../../core/metrics/variables.ts';
import type { SampleTableAction } from '../../api/sampleList.ts';

export interface SelectionBarProps {
  count: number;
  mailAction: SampleTableAction | undefined;
  canDelete: boolean;
  onStartCampaign(action: SampleTableAction): void;
  onDeleteSelected(): void;
  onClear(): void;
}

/** The bottom bar: how many customers are selected, the start-campaign button, and (root) delete selected. */
export function SelectionBar({ count, mailAction, canDelete, onStartCampaign, onDeleteSelected, onClear }: SelectionBarProps) {
  const intl = useIntl();
  return (
    <Paper variant="outlined" component="section" aria-label={intl.formatMessage({ id: 'samplelist.selected' }, { count })} sx={{ position: 'sticky', bottom: 0, mt: 2, p: 1.5, zIndex: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" data-testid="selected-count" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="samplelist.selected" values={{ count }} />
        </Typography>
        {count > 0 && (
          <Button onClick={onClear}>
            <FormattedMessage id="samplelist.clearSelection" />
          </Button>
        )}
        {canDelete && (
          <Button color="error" variant="outlined" disabled={count === 0} onClick={onDeleteSelected} data-testid="delete-selected">
            <FormattedMessage id="samplelist.deleteSelected" />
          </Button>
        )}
        {mailAction && (
          <Button variant="contained" onClick={() => onStartCampaign(mailAction)} data-testid="start-campaign">
            <FormattedMessage id="samplelist.startCampaign" values={{ action: localize(mailAction.title, intl.locale.slice(0, 2)) }} />
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
