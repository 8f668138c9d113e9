import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '../../../core/metrics/variables.ts';
import type { SampleTableAction, SampleTableSettings } from '../../api/sampleList.ts';
import type { SampleMailActionChoice } from '../../api/sampleActions.ts';

export interface SampleListToolbarProps {
  config: SampleTableSettings;
  isRoot: boolean;
  total: number;
  downloading: boolean;
  /** How many rows are selected: the copy actions copy them. */
  selectedCount: number;
  onCreate(action: SampleTableAction): void;
  onCopy(action: SampleTableAction): void;
  /** The mail actions that can send (vuejs/sampleactions/mailaction), titled by the server in the user's language. */
  mailActions: SampleMailActionChoice[];
  onMail(action: SampleMailActionChoice): void;
  onDownload(): void;
  onDeleteAll(): void;
}

/**
 * Create (the first create action), the copy-action and mail-action buttons, titled by locale, when configured (a copy
 * or mail action works on the selected rows, so it waits for a selection); download when enabled; delete-all for root
 * with the core.
 */
export function SampleListToolbar({ config, isRoot, total, downloading, selectedCount, onCreate, onCopy, mailActions, onMail, onDownload, onDeleteAll }: SampleListToolbarProps) {
  const intl = useIntl();
  const title = (a: SampleTableAction) => localize(a.title, intl.locale.slice(0, 2));
  const create = intl.formatMessage({ id: 'samplelist.create' });
  const shown = config.createActions.length > 0 || config.copyActions.length > 0 || mailActions.length > 0 || config.enableDownload || (isRoot && config.useCore);
  if (!shown) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} role="toolbar" aria-label={intl.formatMessage({ id: 'samplelist.actions' })}>
      {config.createActions.length > 0 && (
        <Button variant="contained" onClick={() => onCreate(config.createActions[0]!)} data-testid="create-sample">
          {create}
        </Button>
      )}
      {config.copyActions.map((a) => (
        <Button key={a.extname} variant="outlined" disabled={selectedCount === 0} onClick={() => onCopy(a)} data-testid={`copy-action-${a.extname}`}>
          {title(a)}
        </Button>
      ))}
      {mailActions.map((a) => (
        <Button key={a.extname} variant="outlined" disabled={selectedCount === 0} onClick={() => onMail(a)} data-testid={`mail-action-${a.extname}`}>
          {a.title}
        </Button>
      ))}
      {config.enableDownload && (
        <Button variant="outlined" onClick={onDownload} disabled={downloading} data-testid="download-samples">
          <FormattedMessage id="samplelist.download" />
        </Button>
      )}
      {isRoot && config.useCore && (
        <Button color="error" variant="outlined" onClick={onDeleteAll} disabled={total === 0} data-testid="delete-all">
          <FormattedMessage id="samplelist.deleteAll" />
        </Button>
      )}
    </Stack>
  );
}
