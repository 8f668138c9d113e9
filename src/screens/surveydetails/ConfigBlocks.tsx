import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { configBlocksQuery, newConfigBlock, saveConfigBlock, type ConfigBlock, type ConfigBlocks as Blocks } from '../../api/surveyDetails.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ConfigurationIssues } from '../scripts/ConfigurationIssues.tsx';
import { SavedNotice } from '../../adminForms/SavedNotice.tsx';

/** A block being edited; `isNew` keeps its name editable (a saved block is renamed by removing and adding it). */
type Editing = ConfigBlock & { isNew: boolean };

const lineCount = (yaml: string) => yaml.replace(/\n$/, '').split('\n').length;

/**
 * The config blocks of the survey details (spec 3 section 7, configblocks): each top-level block of the survey's
 * configuration YAML, opened by its name and edited as YAML text; New block proposes an unused name. A save is checked
 * as a CONFIGURATION script save is (the errors with their pointers and lines in the red alert); removing a block asks
 * first. The metadata editor reads the same configuration, so its query is read again after a save.
 */
export function ConfigBlocks({ surveyExtName, surveyId, extName }: { surveyExtName: string; surveyId: number; extName: string }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useQuery(configBlocksQuery(api, surveyExtName, surveyId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [removing, setRemoving] = useState(false);
  const [saved, setSaved] = useState(false);

  async function run(call: () => Promise<Blocks | ConfigBlock>, done: (answer: Blocks | ConfigBlock) => void) {
    setBusy(true);
    setError(null);
    try {
      done(await call());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setRemoving(false);
    }
  }

  const stored = (answer: Blocks | ConfigBlock) => {
    queryClient.setQueryData(configBlocksQuery(api, surveyExtName, surveyId).queryKey, answer as Blocks);
    void queryClient.invalidateQueries({ queryKey: ['metadata', extName] });
    setEditing(null);
    setSaved(true);
  };
  const save = (block: ConfigBlock) => void run(() => saveConfigBlock(api, surveyExtName, surveyId, { name: block.name.trim(), yaml: block.yaml }), stored);

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="config-blocks-title" data-testid="config-blocks">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="config-blocks-title">
          <FormattedMessage id="surveyAdmin.configBlocks" />
        </Typography>
        <Button
          variant="contained"
          disabled={busy}
          data-testid="config-block-new"
          onClick={() =>
            void run(
              () => newConfigBlock(api, surveyExtName, surveyId),
              (block) => setEditing({ ...(block as ConfigBlock), isNew: true }),
            )
          }
        >
          <FormattedMessage id="surveyAdmin.configBlocks.new" />
        </Button>
      </Stack>
      {error !== null && (
        <Alert severity="error" data-testid="config-block-error">
          {errorMessage(error, intl)}
          <ConfigurationIssues error={error} testId="config-block-issues" />
        </Alert>
      )}
      {query.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      {query.isError && <Alert severity="error">{errorMessage(query.error, intl)}</Alert>}
      {query.data && query.data.blocks.length > 0 && (
        <Table size="small" aria-labelledby="config-blocks-title">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="surveyAdmin.configBlocks.name" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="surveyAdmin.configBlocks.lines" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.blocks.map((b) => (
              <TableRow key={b.name} hover selected={editing?.name === b.name} data-testid="config-block-row">
                <TableCell>
                  <Button
                    size="small"
                    sx={{ textTransform: 'none' }}
                    onClick={() => setEditing({ ...b, isNew: false })}
                    aria-pressed={editing?.name === b.name}
                  >
                    {b.name}
                  </Button>
                </TableCell>
                <TableCell align="right">{intl.formatNumber(lineCount(b.yaml))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <Stack
          component="form"
          spacing={1.5}
          aria-label={intl.formatMessage({ id: 'surveyAdmin.configBlocks.editing' }, { name: editing.name })}
          data-testid="config-block-editor"
          onSubmit={(e) => {
            e.preventDefault();
            save(editing);
          }}
        >
          <TextField
            size="small"
            required
            label={intl.formatMessage({ id: 'surveyAdmin.configBlocks.name' })}
            value={editing.name}
            disabled={!editing.isNew || busy}
            onChange={(e) => setEditing({ ...editing, name: e.target.value })}
            sx={{ maxWidth: 320 }}
          />
          <TextField
            multiline
            minRows={6}
            maxRows={24}
            label={intl.formatMessage({ id: 'surveyAdmin.configBlocks.yaml' }, { name: editing.name })}
            value={editing.yaml}
            disabled={busy}
            onChange={(e) => setEditing({ ...editing, yaml: e.target.value })}
            slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'config-block-yaml', style: { fontFamily: 'monospace' } } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="config-block-save">
              <FormattedMessage id="surveyAdmin.configBlocks.save" />
            </Button>
            {!editing.isNew && (
              <Button color="error" disabled={busy} onClick={() => setRemoving(true)} data-testid="config-block-remove">
                <FormattedMessage id="surveyAdmin.configBlocks.remove" />
              </Button>
            )}
            <Button
              disabled={busy}
              onClick={() => {
                setEditing(null);
                setError(null);
              }}
            >
              <FormattedMessage id="common.cancel" />
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={removing}
        busy={busy}
        title={<FormattedMessage id="surveyAdmin.configBlocks.remove" />}
        text={<FormattedMessage id="surveyAdmin.configBlocks.removeConfirm" values={{ name: editing?.name ?? '' }} />}
        onCancel={() => setRemoving(false)}
        onConfirm={() => editing && save({ name: editing.name, yaml: '' })}
      />
      <SavedNotice message="surveyAdmin.configBlocks.saved" open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
