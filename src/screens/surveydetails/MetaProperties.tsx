import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { configBlocksQuery, saveMetaProperty } from '../../api/surveyDetails.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SavedNotice } from '../../adminForms/SavedNotice.tsx';

const blank = { key: '', value: '' };

/**
 * The meta properties of the survey details (spec 3 section 7, metaproperty): key/value texts kept in the survey's
 * configuration (its metaProperties map). Saving a key that exists overwrites its value; Edit fills the form with a
 * row; Delete asks first. They come with the config blocks' answer, so both share one query.
 */
export function MetaProperties({ surveyExtName, surveyId }: { surveyExtName: string; surveyId: number }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useQuery(configBlocksQuery(api, surveyExtName, surveyId));
  const [form, setForm] = useState(blank);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const properties = query.data?.metaProperties ?? [];

  async function save(key: string, value: string, done: () => void) {
    setBusy(true);
    setError(null);
    try {
      const answer = await saveMetaProperty(api, surveyExtName, surveyId, key.trim(), value);
      queryClient.setQueryData(configBlocksQuery(api, surveyExtName, surveyId).queryKey, answer);
      done();
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="meta-properties-title" data-testid="meta-properties">
      <Typography variant="h6" component="h2" id="meta-properties-title">
        <FormattedMessage id="surveyAdmin.metaProperties" />
      </Typography>
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      {query.data && properties.length === 0 && (
        <Typography data-testid="meta-properties-empty">
          <FormattedMessage id="surveyAdmin.metaProperties.none" />
        </Typography>
      )}
      {properties.length > 0 && (
        <Table size="small" aria-labelledby="meta-properties-title">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="surveyAdmin.metaProperties.key" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="surveyAdmin.metaProperties.value" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="surveyAdmin.actions" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {properties.map((p) => (
              <TableRow key={p.key} data-testid="meta-property-row">
                <TableCell>{p.key}</TableCell>
                <TableCell>{p.value}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => setForm(p)}
                    aria-label={intl.formatMessage({ id: 'surveyAdmin.metaProperties.editOne' }, { key: p.key })}
                  >
                    <FormattedMessage id="surveyAdmin.metaProperties.edit" />
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => setDeleting(p.key)}
                    aria-label={intl.formatMessage({ id: 'surveyAdmin.metaProperties.deleteOne' }, { key: p.key })}
                  >
                    <FormattedMessage id="surveyAdmin.delete" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack
        component="form"
        direction="row"
        spacing={1.5}
        aria-label={intl.formatMessage({ id: 'surveyAdmin.metaProperties.save' })}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save(form.key, form.value, () => setForm(blank));
        }}
      >
        <TextField
          size="small"
          required
          label={intl.formatMessage({ id: 'surveyAdmin.metaProperties.key' })}
          value={form.key}
          onChange={(e) => setForm({ ...form, key: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'meta-property-key' } }}
        />
        <TextField
          size="small"
          required
          label={intl.formatMessage({ id: 'surveyAdmin.metaProperties.value' })}
          value={form.value}
          onChange={(e) => setForm({ ...form, value: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'meta-property-value' } }}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" disabled={busy} data-testid="meta-property-save">
          <FormattedMessage id="surveyAdmin.metaProperties.save" />
        </Button>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        title={<FormattedMessage id="surveyAdmin.metaProperties" />}
        text={<FormattedMessage id="surveyAdmin.metaProperties.deleteConfirm" values={{ key: deleting ?? '' }} />}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting !== null && void save(deleting, '', () => undefined)}
      />
      <SavedNotice message="surveyAdmin.metaProperties.saved" open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
