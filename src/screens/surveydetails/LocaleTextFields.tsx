import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LocalizedText } from '../../api/surveyDetails.ts';
import { LOCALES, type Locale } from '../../../core/locales.ts';

/** A localised text of the metadata as one field per locale (spec 3 section 3, Localized text). */
export function LocaleTextFields({
  label,
  value,
  onChange,
  idPrefix,
}: {
  label: string;
  value: LocalizedText;
  onChange(v: LocalizedText): void;
  idPrefix: string;
}) {
  const intl = useIntl();
  const textOf = (locale: Locale) => value.localeTextList.find((t) => t.locale === locale)?.text ?? '';
  const set = (locale: Locale, text: string) =>
    onChange({
      ...value,
      localeTextList: [...value.localeTextList.filter((t) => t.locale !== locale), { locale, text }].sort(
        (a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale),
      ),
    });
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {label}
      </Typography>
      {LOCALES.map((locale) => (
        <TextField
          key={locale}
          size="small"
          id={`${idPrefix}-${locale}`}
          label={intl.formatMessage({ id: 'surveyAdmin.metadata.inLocale' }, { label, locale: locale.toUpperCase() })}
          value={textOf(locale)}
          onChange={(e) => set(locale, e.target.value)}
        />
      ))}
    </Stack>
  );
}
