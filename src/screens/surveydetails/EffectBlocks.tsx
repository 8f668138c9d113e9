import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deleteEffectBlock, effectBlocksQuery, saveEffectBlock, type EffectBlock, type EffectBlockList, type MetaQuestion } from '../../api/surveyDetails.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

const blank = (): EffectBlock => ({
  id: 0,
  drillPath: '',
  fromDate: null,
  toDate: null,
  fromCSI: null,
  toCSI: null,
  rows: [],
});
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The survey's effect blocks (spec 3 section 3, Effect block): drill path, dates, CSI range and rows of question and
 * effect size. Create and delete answer the full list, which replaces the table.
 */
export function EffectBlocks({ surveyExtName, surveyId, questions }: { surveyExtName: string; surveyId: number; questions: MetaQuestion[] }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useQuery(effectBlocksQuery(api, surveyExtName, surveyId));
  const [form, setForm] = useState<EffectBlock>(blank);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const titleOf = (q: MetaQuestion) => q.title.localeTextList.find((l) => l.locale === intl.locale)?.text ?? q.title.localeTextList[0]?.text ?? q.variable;

  async function run(call: () => Promise<EffectBlockList>, after?: () => void) {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(effectBlocksQuery(api, surveyExtName, surveyId).queryKey, await call());
      after?.();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const setRow = (i: number, patch: Partial<EffectBlock['rows'][number]>) =>
    setForm((f) => ({
      ...f,
      rows: f.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    }));

  return (
    <Stack spacing={2} component="section" aria-labelledby="effect-title">
      <Typography variant="h6" component="h2" id="effect-title">
        <FormattedMessage id="surveyAdmin.effect" />
      </Typography>
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      {query.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {query.isError && <Alert severity="error">{errorMessage(query.error, intl)}</Alert>}
      {query.data && query.data.effectBlocks.length === 0 && (
        <Typography>
          <FormattedMessage id="surveyAdmin.effect.none" />
        </Typography>
      )}
      {query.data && query.data.effectBlocks.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="effect-title" data-testid="effect-table">
            <TableHead>
              <TableRow>
                {(
                  [
                    'surveyAdmin.effect.drillPath',
                    'surveyAdmin.effect.dates',
                    'surveyAdmin.effect.csi',
                    'surveyAdmin.effect.rows',
                    'surveyAdmin.actions',
                  ] as const
                ).map((id) => (
                  <TableCell key={id}>
                    <FormattedMessage id={id} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.effectBlocks.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{b.drillPath}</TableCell>
                  <TableCell>{`${b.fromDate ?? '–'} – ${b.toDate ?? '–'}`}</TableCell>
                  <TableCell>{`${b.fromCSI ?? '–'} – ${b.toCSI ?? '–'}`}</TableCell>
                  <TableCell>{b.rows.map((r) => `${r.questionName || r.questionVariable}: ${intl.formatNumber(r.effectSize)}`).join('; ')}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => setDeleting(b.id)}
                      aria-label={intl.formatMessage({ id: 'surveyAdmin.effect.deleteOne' }, { path: b.drillPath })}
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
      <Stack
        component="form"
        spacing={2}
        aria-label={t('surveyAdmin.effect.create')}
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            () => saveEffectBlock(api, surveyExtName, surveyId, form),
            () => setForm(blank()),
          );
        }}
      >
        <Typography variant="subtitle1" component="h3">
          <FormattedMessage id="surveyAdmin.effect.create" />
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <TextField
            size="small"
            required
            label={t('surveyAdmin.effect.drillPath')}
            value={form.drillPath}
            onChange={(e) => setForm({ ...form, drillPath: e.target.value })}
          />
          <TextField
            size="small"
            type="date"
            label={t('surveyAdmin.effect.fromDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            value={form.fromDate ?? ''}
            onChange={(e) => setForm({ ...form, fromDate: e.target.value || null })}
          />
          <TextField
            size="small"
            type="date"
            label={t('surveyAdmin.effect.toDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            value={form.toDate ?? ''}
            onChange={(e) => setForm({ ...form, toDate: e.target.value || null })}
          />
          <TextField
            size="small"
            type="number"
            label={t('surveyAdmin.effect.fromCsi')}
            value={form.fromCSI ?? ''}
            onChange={(e) => setForm({ ...form, fromCSI: numberOrNull(e.target.value) })}
          />
          <TextField
            size="small"
            type="number"
            label={t('surveyAdmin.effect.toCsi')}
            value={form.toCSI ?? ''}
            onChange={(e) => setForm({ ...form, toCSI: numberOrNull(e.target.value) })}
          />
        </Stack>
        {form.rows.map((r, i) => (
          <Stack key={i} direction="row" spacing={2}>
            <TextField
              select
              size="small"
              required
              label={intl.formatMessage({ id: 'surveyAdmin.effect.question' }, { n: i + 1 })}
              value={r.questionVariable}
              onChange={(e) =>
                setRow(i, {
                  questionVariable: e.target.value,
                  questionName: titleOf(questions.find((q) => q.variable === e.target.value)!),
                })
              }
              sx={{ minWidth: 240 }}
            >
              {questions.map((q) => (
                <MenuItem key={q.variable} value={q.variable}>
                  {titleOf(q)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              required
              label={intl.formatMessage({ id: 'surveyAdmin.effect.size' }, { n: i + 1 })}
              value={r.effectSize}
              slotProps={{ htmlInput: { step: 'any' } }}
              onChange={(e) => setRow(i, { effectSize: Number(e.target.value) })}
            />
            <Button onClick={() => setForm({ ...form, rows: form.rows.filter((_, j) => j !== i) })}>
              <FormattedMessage id="surveyAdmin.effect.removeRow" />
            </Button>
          </Stack>
        ))}
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() =>
              setForm({
                ...form,
                rows: [...form.rows, { questionName: '', questionVariable: '', effectSize: 0 }],
              })
            }
          >
            <FormattedMessage id="surveyAdmin.effect.addRow" />
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="effect-create">
            <FormattedMessage id="surveyAdmin.effect.createButton" />
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        title={<FormattedMessage id="surveyAdmin.effect" />}
        text={<FormattedMessage id="surveyAdmin.effect.deleteConfirm" />}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void run(() => deleteEffectBlock(api, surveyExtName, surveyId, deleting!))}
      />
    </Stack>
  );
}
