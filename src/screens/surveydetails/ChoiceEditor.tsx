import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MetaChoice, MetaQuestion } from '../../api/surveyDetails.ts';
import { LocaleTextFields } from './LocaleTextFields.tsx';

/** A scale question's choices (spec 3 section 3, Choice): each value's text per locale; Save choice adds or replaces one. */
export function ChoiceEditor({ question, busy, onSave }: { question: MetaQuestion; busy: boolean; onSave(choice: MetaChoice): void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<MetaChoice>({
    extname: String(question.scale?.[0] ?? 1),
    features: [],
    title: { key: '', localeTextList: [] },
  });
  const pick = (extname: string) =>
    setChoice(
      question.choices.find((c) => c.extname === extname) ?? {
        extname,
        features: [],
        title: { key: extname, localeTextList: [] },
      },
    );
  const textOf = (c: MetaChoice) => c.title.localeTextList.find((t) => t.locale === intl.locale)?.text ?? c.title.localeTextList[0]?.text ?? '';
  return (
    <Stack spacing={1} component="section" aria-labelledby="choices-title">
      <Typography variant="subtitle1" component="h4" id="choices-title">
        <FormattedMessage id="surveyAdmin.metadata.choices" />
      </Typography>
      {question.choices.length === 0 ? (
        <Typography variant="body2">
          <FormattedMessage id="surveyAdmin.metadata.noChoices" />
        </Typography>
      ) : (
        <List dense aria-labelledby="choices-title">
          {question.choices.map((c) => (
            <ListItem key={c.extname} disablePadding>
              <ListItemText primary={`${c.extname}: ${textOf(c)}`} />
            </ListItem>
          ))}
        </List>
      )}
      <TextField
        size="small"
        type="number"
        label={intl.formatMessage({ id: 'surveyAdmin.metadata.choiceValue' })}
        value={choice.extname}
        onChange={(e) => pick(e.target.value)}
        sx={{ maxWidth: 160 }}
      />
      <LocaleTextFields
        idPrefix="choice-title"
        label={intl.formatMessage({ id: 'surveyAdmin.metadata.choiceText' })}
        value={choice.title}
        onChange={(title) => setChoice({ ...choice, title })}
      />
      <div>
        <Button variant="outlined" disabled={busy || !/^-?[0-9]{1,4}$/.test(choice.extname)} onClick={() => onSave(choice)}>
          <FormattedMessage id="surveyAdmin.metadata.saveChoice" />
        </Button>
      </div>
    </Stack>
  );
}
