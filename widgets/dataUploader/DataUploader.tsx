/**
 * The data uploader (spec 2 component type "data uploader", spec 3 sections 2, 4 and 5): pick an .xlsx file,
 * Upload (disabled until a file is chosen) with its progress in real bytes, then the mapping table, the state
 * picker (only with more than one state), Import and, for root, Update; the result line; the earlier import sets
 * below. The steps are the upload machine (machines/upload.machine.ts); its calls are provided here.
 */
import { useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataView, useComponentData, useDrillContext, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { mappingComplete, uploadMachine, type ImportInput, type UploadInput } from '../../machines/upload.machine.ts';
import { callerOf } from '../../src/api/client.ts';
import { importMapping, uploadSpreadsheet } from '../../src/api/uploader.ts';
import type { MessageId } from '../../src/i18n/index.ts';
import type { ImportSetList } from '../../schemas/api/import-set-list.gen.ts';
import type { DataUploaderConfig } from '../../schemas/components/dataUploader/config.gen.ts';
import { ImportSetTable } from '../shared/ImportSetTable.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { useAuthToken } from '../shared/useAuthToken.ts';
import { importSetListQuery } from '../importSetList/query.ts';
import { MappingTable } from './MappingTable.tsx';

export function DataUploader({ id, type, config }: WidgetProps<DataUploaderConfig>) {
  const intl = useIntl();
  const t = (key: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const localized = useLocalized();
  const { surveyExtName } = useDrillContext();
  const { fetchJson, user } = useEngine();
  const authToken = useAuthToken();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const api = useMemo(() => callerOf(fetchJson), [fetchJson]);
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise(({ input }: { input: UploadInput }) => uploadSpreadsheet(authToken, surveyExtName, id, input.file as File, input.onProgress)),
          importMapping: fromPromise(({ input }: { input: ImportInput }) =>
            importMapping(api, surveyExtName, id, input.uploadId, { state: input.state, fieldMapping: input.fieldMapping }, input.update),
          ),
        },
        // The import changes figures all over the survey, and the list of import sets.
        actions: { notifyImported: () => void queryClient.invalidateQueries() },
      }),
    [api, authToken, id, queryClient, surveyExtName],
  );
  const [snapshot, send] = useMachine(machine);
  const { file, progress, upload, fieldMapping, state, result, error } = snapshot.context;
  const importSets = useComponentData<ImportSetList>(type, id, importSetListQuery(useQueryContext(id)));
  const busy = snapshot.matches('uploading') || snapshot.matches('importing');
  const states = upload?.mapping.states ?? [];
  const canImport = mappingComplete(upload, fieldMapping);
  const percent = progress.total > 0 ? Math.min(100, (100 * progress.loaded) / progress.total) : 0;

  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {localized(config.title) || t('uploader.title')}
      </Typography>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" disabled={busy}>
            {t('uploader.chooseFile')}
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="uploader-file"
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                if (chosen) send({ type: 'CHOOSE', file: chosen });
                // The same file may be chosen again after a failure.
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
            {file ? file.name : t('uploader.noFile')}
          </Typography>
          <Button variant="contained" disabled={!file || !snapshot.matches('chosen')} onClick={() => send({ type: 'UPLOAD' })}>
            {t('uploader.upload')}
          </Button>
        </Stack>
        {(snapshot.matches('uploading') || progress.total > 0) && (
          <Box>
            <LinearProgress variant="determinate" value={percent} aria-label={t('uploader.progress')} />
            <Typography variant="caption" color="text.secondary">
              {t('uploader.bytes', {
                loaded: progress.loaded,
                total: progress.total,
              })}
            </Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {upload && !snapshot.matches('imported') && (
          <>
            <Typography variant="body2">{t('uploader.rows', { file: upload.filename, rows: upload.rows })}</Typography>
            <MappingTable upload={upload} fieldMapping={fieldMapping} disabled={busy} onMap={(variable, column) => send({ type: 'MAP', variable, column })} />
            {states.length > 1 && config.stateChoice !== false && (
              <TextField
                select
                size="small"
                label={t('uploader.state')}
                value={state}
                disabled={busy}
                sx={{ maxWidth: 280 }}
                onChange={(e) => send({ type: 'STATE', state: e.target.value })}
              >
                {states.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {s.value === 'completed' || s.value === 'incomplete'
                      ? t(s.value === 'completed' ? 'uploader.state.completed' : 'uploader.state.incomplete')
                      : s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!canImport && (
              <Typography variant="body2" color="text.secondary">
                {t('uploader.missingMandatory')}
              </Typography>
            )}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={!canImport || busy} onClick={() => send({ type: 'IMPORT' })}>
                {snapshot.matches('importing') ? t('uploader.importing') : t('uploader.import')}
              </Button>
              {user.isRoot && (
                <Button variant="outlined" disabled={!canImport || busy} onClick={() => send({ type: 'UPDATE' })}>
                  {t('uploader.update')}
                </Button>
              )}
            </Stack>
          </>
        )}
        {result && (
          <Alert severity="success" role="status">
            {result.message}
          </Alert>
        )}
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ px: 2 }} id={`${id}-sets-title`}>
        {t('uploader.importSets')}
      </Typography>
      <DataView result={importSets} componentId={id} loading={<Skeleton variant="rounded" height={80} sx={{ m: 2 }} role="progressbar" aria-label={t('uploader.loading')} />}>
        {(data) => <ImportSetTable id={`${id}-sets`} data={data} />}
      </DataView>
    </Paper>
  );
}
