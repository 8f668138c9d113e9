import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MetaQuestion, QuestionGroup } from '../../api/surveyDetails.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { LocaleTextFields } from './LocaleTextFields.tsx';

const FLAGS = ['filterable', 'weighted', 'anonymizable', 'diffmode'] as const;

/** A blank question for Add question: a 1–5 scale in the first group. */
export function blankQuestion(groups: QuestionGroup[]): MetaQuestion {
  const text = { key: '', localeTextList: [] };
  return {
    id: '',
    type: 'scale',
    variable: '',
    foreignName: '',
    features: [],
    filterable: true,
    weighted: false,
    anonymizable: false,
    diffmode: false,
    scale: [1, 5],
    title: text,
    question: text,
    format: text,
    choices: [],
    groupExtName: groups[0]?.extName ?? 'questions',
  };
}

/**
 * One question of the metadata (spec 3 section 3, Question): its texts per locale, group, features and flags; a new
 * one also its variable, type and scale. Save answers the whole metadata; a refusal shows above the fields.
 */
export function QuestionEditor({
  question,
  groups,
  isNew,
  busy,
  error,
  onSave,
}: {
  question: MetaQuestion;
  groups: QuestionGroup[];
  isNew: boolean;
  busy: boolean;
  error: unknown;
  onSave(q: MetaQuestion): void;
}) {
  const intl = useIntl();
  const [form, setForm] = useState(question);
  // The features as typed (a trailing comma stays while the next one is written).
  const [featuresText, setFeaturesText] = useState(question.features.join(', '));
  const t = (id: MessageId) => intl.formatMessage({ id });
  const set = (patch: Partial<MetaQuestion>) => setForm((f) => ({ ...f, ...patch }));
  const scale: [number, number] = [form.scale?.[0] ?? 1, form.scale?.[1] ?? 5];
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={intl.formatMessage({ id: 'surveyAdmin.metadata.questionEditor' }, { name: form.variable || t('surveyAdmin.metadata.newQuestion') })}
      data-testid="question-editor"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({
          ...form,
          id: form.variable,
          ...(form.type === 'scale' ? { scale } : { scale: undefined }),
        });
      }}
    >
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      {isNew && (
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            required
            label={t('surveyAdmin.metadata.variable')}
            value={form.variable}
            onChange={(e) => set({ variable: e.target.value })}
          />
          <TextField
            select
            size="small"
            label={t('surveyAdmin.metadata.type')}
            value={form.type}
            onChange={(e) => set({ type: e.target.value as MetaQuestion['type'] })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="scale">{t('surveyAdmin.metadata.typeScale')}</MenuItem>
            <MenuItem value="text">{t('surveyAdmin.metadata.typeText')}</MenuItem>
          </TextField>
          {form.type === 'scale' && (
            <>
              <TextField
                size="small"
                type="number"
                label={t('surveyAdmin.metadata.scaleFrom')}
                value={scale[0]}
                onChange={(e) => set({ scale: [Number(e.target.value), scale[1]] })}
              />
              <TextField
                size="small"
                type="number"
                label={t('surveyAdmin.metadata.scaleTo')}
                value={scale[1]}
                onChange={(e) => set({ scale: [scale[0], Number(e.target.value)] })}
              />
            </>
          )}
        </Stack>
      )}
      <TextField select size="small" label={t('surveyAdmin.metadata.group')} value={form.groupExtName} onChange={(e) => set({ groupExtName: e.target.value })}>
        {groups.map((g) => (
          <MenuItem key={g.extName} value={g.extName}>
            {g.extName}
          </MenuItem>
        ))}
      </TextField>
      <LocaleTextFields idPrefix="question-title" label={t('surveyAdmin.metadata.title')} value={form.title} onChange={(title) => set({ title })} />
      <LocaleTextFields idPrefix="question-text" label={t('surveyAdmin.metadata.question')} value={form.question} onChange={(q) => set({ question: q })} />
      <TextField size="small" label={t('surveyAdmin.metadata.foreignName')} value={form.foreignName} onChange={(e) => set({ foreignName: e.target.value })} />
      <TextField
        size="small"
        label={t('surveyAdmin.metadata.features')}
        helperText={t('surveyAdmin.metadata.featuresHelp')}
        value={featuresText}
        onChange={(e) => {
          setFeaturesText(e.target.value);
          set({
            features: [
              ...new Set(
                e.target.value
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
              ),
            ],
          });
        }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={<Checkbox checked={form[flag]} onChange={(e) => set({ [flag]: e.target.checked })} />}
            label={t(`surveyAdmin.metadata.${flag}`)}
          />
        ))}
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={busy} data-testid="question-save">
          <FormattedMessage id="common.save" />
        </Button>
      </div>
    </Stack>
  );
}
