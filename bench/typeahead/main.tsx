/**
 * The benchmark page: the filter sidebar's typeahead (the real component, production build) over 50,000 options, and
 * beside it a plain text field as the baseline of what a keystroke costs on this page anyway.
 */
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import en from '../../src/i18n/en.json';
import { theme } from '../../src/theme.ts';
import { TypeaheadOptions } from '../../src/drill/filters/TypeaheadOptions.tsx';

const N = Number(new URLSearchParams(location.search).get('n') ?? 50_000);
const OPTIONS = Array.from({ length: N }, (_, i) => ({ extName: `c${i}`, title: `Customer ${String(i).padStart(5, '0')} ${['Nord', 'Syd', 'Väst', 'Öst'][i % 4]}` }));

function Bench() {
  const [checked, setChecked] = useState<string[]>([]);
  const [plain, setPlain] = useState('');
  return (
    <div style={{ display: 'flex', gap: 32, padding: 16 }}>
      <div style={{ width: 360 }}>
        <TypeaheadOptions title="Customer" options={OPTIONS} checked={checked} onToggle={(v) => setChecked((c) => (c.includes(v) ? c.filter((x) => x !== v) : [...c, v]))} />
      </div>
      <label>
        Baseline <input data-testid="baseline-input" value={plain} onChange={(e) => setPlain(e.target.value)} />
      </label>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en" messages={en}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Bench />
    </ThemeProvider>
  </IntlProvider>,
);
