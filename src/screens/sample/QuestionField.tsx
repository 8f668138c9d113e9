import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { Answer, QuestionComponent } from '../../../core/sample/rules.ts';

/** A validation message: the catalogue's text for a VALIDATE_ERROR_* code, else the server's words. */
export function useValidationText() {
  const intl = useIntl();
  return (message: string) => {
    const id = `sample.validate.${message}`;
    return id in intl.messages ? intl.formatMessage({ id: id as 'sample.validate.VALIDATE_ERROR_MANDATORY' }) : message;
  };
}

interface Props {
  field: QuestionComponent;
  value: Answer | undefined;
  messages?: string[];
  /** The whole form is read-only (no editing right, or an action is running). */
  readOnly?: boolean;
  onChange(value: Answer): void;
}

/** One question of the sample (spec 2 section 3): text, e-mail, date, single or multiple choice, with its messages. */
export function QuestionField({ field, value, messages = [], readOnly, onChange }: Props) {
  const intl = useIntl();
  const text = useValidationText();
  const disabled = Boolean(field.disabled || readOnly);
  const error = messages.length > 0;
  const helperText = error ? messages.map(text).join(' ') : undefined;
  const id = `sample-q-${field.questionId}`;
  const required = !field.optional && !field.disabled;

  if (field.type === 'MultiChoice2') {
    const values = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <FormControl component="fieldset" error={error} disabled={disabled} required={required} data-question={field.questionId}>
        {/* A fieldset's legend stays readable when its boxes are disabled: axe (rightly) holds it to 4.5:1, unlike a disabled control's own text. */}
        <FormLabel component="legend" sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
          {field.title}
        </FormLabel>
        <FormGroup row>
          {(field.choices ?? []).map((c) => (
            <FormControlLabel
              key={c.extname}
              label={c.title}
              control={
                <Checkbox
                  checked={values.includes(c.extname)}
                  onChange={(e) => onChange(e.target.checked ? [...values, c.extname] : values.filter((v) => v !== c.extname))}
                />
              }
            />
          ))}
        </FormGroup>
        {helperText && <FormHelperText>{helperText}</FormHelperText>}
      </FormControl>
    );
  }

  const common = {
    id,
    label: field.title,
    disabled,
    required,
    error,
    helperText,
    fullWidth: true,
    size: 'small' as const,
    'data-question': field.questionId,
  };
  const str = typeof value === 'string' ? value : '';

  if (field.type === 'SingleChoice') {
    return (
      <TextField {...common} select value={str} onChange={(e) => onChange(e.target.value || null)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{intl.formatMessage({ id: 'sample.noChoice' })}</option>
        {(field.choices ?? []).map((c) => (
          <option key={c.extname} value={c.extname}>
            {c.title}
          </option>
        ))}
      </TextField>
    );
  }
  const type = field.type === 'Email' ? 'email' : field.type === 'Date' || field.type === 'EventDate' ? 'date' : 'text';
  return (
    <TextField
      {...common}
      type={type}
      value={str}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined, htmlInput: { autoComplete: 'off' } }}
    />
  );
}
