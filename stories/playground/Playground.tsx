import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EngineUser } from '../../schemas/entities/engineUser.gen.ts';
import { FixtureEngine, PageView, type Locale } from '../../engine/index.tsx';
import { EXAMPLE_DESCRIPTOR } from './example.ts';
import { checkText, configurationYaml, convertText } from './descriptorText.ts';
import { playgroundData } from './playgroundData.ts';
import { storyRegistry } from '../support/storyRegistry.ts';
import type { DescriptorLanguage } from './DescriptorEditor.tsx';

type Json = Record<string, unknown>;

/** CodeMirror and the schema completion are their own chunk, loaded when the playground opens. */
const DescriptorEditor = lazy(() => import('./DescriptorEditor.tsx'));

const EDITOR_LABEL = 'Page descriptor or CONFIGURATION script (YAML or JSON)';

/**
 * The descriptor playground: a configuration author pastes or edits a page descriptor or a whole
 * CONFIGURATION script (JSON or YAML) and sees every error at its JSON pointer and line, and the
 * page rendered with fixture data.
 */
export function Playground({ locale, user, initial = EXAMPLE_DESCRIPTOR, onTextChange }: { locale: Locale; user: EngineUser; initial?: string; onTextChange?(text: string): void }) {
  const [text, setTextState] = useState(initial);
  const [language, setLanguage] = useState<DescriptorLanguage>(initial.trimStart().startsWith('{') ? 'json' : 'yaml');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const setText = (next: string) => {
    setTextState(next);
    onTextChange?.(next);
  };
  const deferred = useDeferredValue(text);
  const { value, issues } = useMemo(() => checkText(deferred), [deferred]);
  const pages = value && typeof value === 'object' && Array.isArray((value as Json).pages) ? ((value as Json).pages as Json[]) : null;
  const [pageIndex, setPageIndex] = useState(0);
  const shown = pages ? pages[Math.min(pageIndex, pages.length - 1)] : value;
  const data = useMemo(() => playgroundData((shown as { components?: unknown } | undefined)?.components), [shown]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
      <Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            aria-label="Language"
            onChange={(_e, next: DescriptorLanguage | null) => {
              if (!next) return;
              const converted = convertText(text, next);
              if (converted !== null) setText(converted);
              setLanguage(next);
            }}
          >
            <ToggleButton value="yaml">YAML</ToggleButton>
            <ToggleButton value="json">JSON</ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              const yaml = configurationYaml(text);
              if (yaml === null) return setNotice({ severity: 'error', text: 'Fix the syntax error to copy the configuration.' });
              void navigator.clipboard.writeText(yaml).then(
                () => setNotice({ severity: 'success', text: 'Copied as survey configuration YAML.' }),
                () => setNotice({ severity: 'error', text: 'The browser refused the clipboard.' }),
              );
            }}
          >
            Copy as survey configuration YAML
          </Button>
        </Box>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 1 }} role="status">
            {notice.text}
          </Alert>
        )}
        <Suspense fallback={<Typography>Loading the editor…</Typography>}>
          <DescriptorEditor value={text} language={language} label={EDITOR_LABEL} onChange={setText} />
        </Suspense>
        <Paper variant="outlined" sx={{ mt: 2, p: 1.5 }} aria-live="polite">
          {issues.length === 0 ? (
            <Alert severity="success">The descriptor is valid.</Alert>
          ) : (
            <>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {issues.length} error{issues.length === 1 ? '' : 's'}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="playground-issues">
                {issues.map((issue) => (
                  <li key={`${issue.path} ${issue.message}`}>
                    <code>{issue.path || '/'}</code>
                    {'line' in issue && issue.line ? ` (line ${issue.line})` : ''} {issue.message}
                  </li>
                ))}
              </Box>
            </>
          )}
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {pages && pages.length > 1 && (
          <TextField select size="small" label="Page" value={Math.min(pageIndex, pages.length - 1)} onChange={(e) => setPageIndex(Number(e.target.value))} sx={{ mb: 2, minWidth: 200 }}>
            {pages.map((p, i) => (
              <MenuItem key={i} value={i}>
                {String(p?.extname ?? i)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {value === undefined ? (
          <Alert severity="info">Fix the syntax error to see the page.</Alert>
        ) : (
          <FixtureEngine registry={storyRegistry} data={data} user={{ ...user, locale }} locale={locale}>
            <PageView descriptor={shown} />
          </FixtureEngine>
        )}
      </Paper>
    </Box>
  );
}
