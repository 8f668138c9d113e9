import { useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EngineUser } from '../../schemas/entities/engineUser.gen.ts';
import MenuItem from '@mui/material/MenuItem';
import { checkSurveyConfiguration, FixtureEngine, pageIssues, PageView, type Locale } from '../../engine/index.tsx';
import { checkDescriptorText } from '../../engine/descriptor/yamlSource.ts';
import { EXAMPLE_DESCRIPTOR } from './example.ts';
import { playgroundData } from './playgroundData.ts';
import { storyRegistry } from '../support/storyRegistry.ts';

type Json = Record<string, unknown>;

/** A whole CONFIGURATION script (it has `pages`) is checked as one; anything else as one page. */
function issuesOf(value: unknown) {
  if (value && typeof value === 'object' && Array.isArray((value as Json).pages)) {
    const checked = checkSurveyConfiguration(value);
    return checked.ok ? [] : checked.issues;
  }
  return pageIssues(value);
}

/**
 * The descriptor playground: a configuration author pastes or edits a page descriptor or a whole
 * CONFIGURATION script (JSON or YAML) and sees every error at its JSON pointer and line, and the
 * page rendered with fixture data.
 */
export function Playground({ locale, user, initial = EXAMPLE_DESCRIPTOR }: { locale: Locale; user: EngineUser; initial?: string }) {
  const [text, setText] = useState(initial);
  const deferred = useDeferredValue(text);
  const { value, issues } = useMemo(() => checkDescriptorText(deferred, issuesOf), [deferred]);
  const pages = value && typeof value === 'object' && Array.isArray((value as Json).pages) ? ((value as Json).pages as Json[]) : null;
  const [pageIndex, setPageIndex] = useState(0);
  const shown = pages ? pages[Math.min(pageIndex, pages.length - 1)] : value;
  const data = useMemo(() => playgroundData((shown as { components?: unknown } | undefined)?.components), [shown]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
      <Box>
        <TextField
          label="Page descriptor or CONFIGURATION script (YAML or JSON)"
          multiline
          minRows={24}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
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
