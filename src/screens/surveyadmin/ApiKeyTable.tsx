import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createApiKey, deleteApiKey, surveyListQuery, type ApiKeyCreated, type SurveyList } from '../../api/surveyAdmin.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

const TYPE_NAMES: Record<number, MessageId> = {
  1: 'surveyAdmin.apiKeys.type1',
  2: 'surveyAdmin.apiKeys.type2',
  3: 'surveyAdmin.apiKeys.type3',
  4: 'surveyAdmin.apiKeys.type4',
};

/**
 * The survey's API keys (spec 3 section 3, API key): Create shows the new key's token in full this once (only its
 * hash is kept), Delete asks first and revokes the key.
 */
export function ApiKeyTable({ surveyExtName, rows }: { surveyExtName: string; rows: SurveyList['apiKeyRows'] }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function run(call: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await call();
      await queryClient.invalidateQueries({
        queryKey: surveyListQuery(api, surveyExtName).queryKey,
      });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="api-keys-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="api-keys-title">
          <FormattedMessage id="surveyAdmin.apiKeys" />
        </Typography>
        <Button
          variant="contained"
          disabled={busy}
          data-testid="api-key-create"
          onClick={() => void run(async () => setCreated(await createApiKey(api, surveyExtName)))}
        >
          <FormattedMessage id="surveyAdmin.apiKeys.create" />
        </Button>
      </Stack>
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      {created && (
        <Alert severity="info" onClose={() => setCreated(null)} data-testid="api-key-token">
          <FormattedMessage id="surveyAdmin.apiKeys.tokenOnce" />
          <Typography
            component="code"
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              wordBreak: 'break-all',
              mt: 1,
            }}
          >
            {created.token}
          </Typography>
        </Alert>
      )}
      {rows.length === 0 ? (
        <Typography>
          <FormattedMessage id="surveyAdmin.apiKeys.none" />
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="api-keys-title" data-testid="api-key-table">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="surveyAdmin.apiKeys.extname" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="surveyAdmin.apiKeys.type" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="surveyAdmin.apiKeys.path" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="surveyAdmin.actions" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((k) => (
                <TableRow key={k.id}>
                  <TableCell>{k.extname}</TableCell>
                  <TableCell>
                    <FormattedMessage id={TYPE_NAMES[k.type]!} />
                  </TableCell>
                  <TableCell>{k.path}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => setDeleting(k.id)}
                      aria-label={intl.formatMessage({ id: 'surveyAdmin.apiKeys.deleteOne' }, { name: k.extname })}
                    >
                      <FormattedMessage id="surveyAdmin.delete" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        title={<FormattedMessage id="surveyAdmin.apiKeys" />}
        text={<FormattedMessage id="surveyAdmin.apiKeys.deleteConfirm" />}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void run(async () => void (await deleteApiKey(api, surveyExtName, deleting!)))}
      />
    </Stack>
  );
}
