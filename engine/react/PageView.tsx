import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FIRST_SCREEN_ROWS } from '../descriptor/layout.ts';
import { preparePage } from '../descriptor/validate.ts';
import { ComponentGrid } from './ComponentGrid.tsx';
import { useLocalized } from './context.tsx';
import { logOnce } from './logOnce.ts';

/**
 * A page descriptor on screen: migrated, checked, its title as the heading and its components on the
 * grid (the rows below the first screen render when scrolled near). A descriptor that is not a page at all shows the
 * failing paths instead.
 */
export function PageView({ descriptor, showTitle = true }: { descriptor: unknown; showTitle?: boolean }) {
  const prepared = useMemo(() => preparePage(descriptor), [descriptor]);
  const intl = useIntl();
  const localized = useLocalized();
  if (!prepared.ok) {
    logOnce(`page:${JSON.stringify(prepared.issues)}`, 'Invalid page descriptor:', prepared.issues);
    return (
      <Alert severity="error" role="alert" data-testid="invalid-page">
        {intl.formatMessage({ id: 'engine.invalidPage' })}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {prepared.issues.map((issue) => (
            <li key={`${issue.path} ${issue.message}`}>
              <code>{issue.path || '/'}</code> {issue.message}
            </li>
          ))}
        </Box>
      </Alert>
    );
  }
  const { page } = prepared;
  return (
    <Box component="section" aria-labelledby={showTitle ? `page-title-${page.extname}` : undefined} data-page={page.extname}>
      {showTitle && (
        <Typography id={`page-title-${page.extname}`} variant="h5" component="h1" sx={{ mb: 2 }}>
          {localized(page.title)}
        </Typography>
      )}
      <ComponentGrid components={page.components} eagerRows={FIRST_SCREEN_ROWS} />
    </Box>
  );
}
