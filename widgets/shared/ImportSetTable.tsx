/**
 * The import sets of a survey (spec 3 section 2, Data uploader; spec 2 import set list): date, user, file,
 * interviews and a delete that asks first (DATA_UPLOADER_DELETE_IMPORTSET). A delete changes every figure that
 * counted the interviews, so every cached answer is read again.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import SvgIcon from '@mui/material/SvgIcon';
import { useDrillContext, useEngine } from '../../engine/index.tsx';
import { editorOf } from '../../src/api/client.ts';
import { deleteImportSet } from '../../src/api/uploader.ts';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';
import { formatDateTime } from '../../src/i18n/format.ts';
import type { MessageId } from '../../src/i18n/index.ts';
import type { ImportSet } from '../../schemas/api/import-set.gen.ts';
import type { ImportSetList } from '../../schemas/api/import-set-list.gen.ts';

export function ImportSetTable({ id, data }: { id: string; data: ImportSetList }) {
  const intl = useIntl();
  const t = (key: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { surveyExtName } = useDrillContext();
  const { fetchJson } = useEngine();
  const api = useMemo(() => editorOf(fetchJson), [fetchJson]);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ImportSet | null>(null);
  const remove = useMutation({
    mutationFn: (set: ImportSet) => deleteImportSet(api, surveyExtName, set.id),
    onSuccess: () => {
      setAsking(null);
      return queryClient.invalidateQueries();
    },
  });
  if (data.length === 0)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {t('uploader.noImportSets')}
      </Alert>
    );
  return (
    <>
      {remove.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('uploader.deleteFailed', { message: remove.error.message })}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-labelledby={`${id}-title`}>
          <TableHead>
            <TableRow>
              <TableCell>{t('uploader.created')}</TableCell>
              <TableCell>{t('uploader.user')}</TableCell>
              <TableCell>{t('uploader.file')}</TableCell>
              <TableCell align="right">{t('uploader.interviews')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((set) => (
              <TableRow key={set.id}>
                <TableCell>
                  {formatDateTime(set.created)}
                </TableCell>
                <TableCell>{set.user}</TableCell>
                <TableCell>{set.filename}</TableCell>
                <TableCell align="right">{intl.formatNumber(set.ninterviews)}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={t('uploader.deleteLabel', {
                      file: set.filename,
                    })}
                    onClick={() => setAsking(set)}
                  >
                    <SvgIcon fontSize="small">
                      <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
                    </SvgIcon>
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={asking !== null}
        title={t('uploader.deleteTitle')}
        text={
          asking
            ? t('uploader.deleteText', {
                file: asking.filename,
                n: asking.ninterviews,
              })
            : ''
        }
        confirmLabel={t('uploader.delete')}
        busy={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking)}
      />
    </>
  );
}
