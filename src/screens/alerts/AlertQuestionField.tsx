import { useId } from 'react';
import { useIntl } from 'react-intl';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { DROPDOWN_THRESHOLD, type AlertFieldError } from '../../../core/alerts/validation.ts';
import type { AlertDetails } from '../../api/alerts.ts';
import { errorMessageId } from './errorMessages.ts';

export interface AlertQuestionFieldProps {
  question: AlertDetails['questions'][number];
  answer: { choiceId: number; value: string };
  error?: AlertFieldError;
  disabled: boolean;
  onSelect(choiceId: number): void;
  onValue(value: string): void;
}

/** One closing question: a dropdown with 5 or more reasons, else radio options (never choice 0); text or number fields. */
export function AlertQuestionField({ question, answer, error, disabled, onSelect, onValue }: AlertQuestionFieldProps) {
  const intl = useIntl();
  const helpId = useId();
  const help = error ? intl.formatMessage({ id: errorMessageId(error) }) : undefined;
  // Choice 0 is "nothing chosen": never an option, and not counted towards the dropdown threshold.
  const options = question.reasons.filter((r) => r.choiceId !== 0);
  if (question.type === 'choice' && options.length < DROPDOWN_THRESHOLD) {
    return (
      <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} data-question={question.questionId}>
        <FormLabel component="legend">{question.title}</FormLabel>
        <RadioGroup row value={answer.choiceId ? String(answer.choiceId) : ''} onChange={(e) => onSelect(Number(e.target.value))} aria-describedby={help ? helpId : undefined}>
          {options.map((r) => (
            <FormControlLabel key={r.choiceId} value={String(r.choiceId)} control={<Radio />} label={r.title} />
          ))}
        </RadioGroup>
        {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
      </FormControl>
    );
  }
  if (question.type === 'choice') {
    return (
      <TextField
        select
        label={question.title}
        value={answer.choiceId ? String(answer.choiceId) : ''}
        onChange={(e) => onSelect(Number(e.target.value))}
        error={Boolean(error)}
        helperText={help}
        disabled={disabled}
        fullWidth
        data-question={question.questionId}
      >
        {options.map((r) => (
          <MenuItem key={r.choiceId} value={String(r.choiceId)}>
            {r.title}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      label={question.title}
      value={answer.value}
      onChange={(e) => onValue(e.target.value)}
      error={Boolean(error)}
      helperText={help}
      disabled={disabled}
      fullWidth
      slotProps={{ htmlInput: question.type === 'Number' ? { inputMode: 'decimal' } : undefined }}
      data-question={question.questionId}
    />
  );
}
