import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAuth } from '../auth/context.ts';
import type { Chrome } from '../routing/chrome.ts';
import { NavigationProvider } from '../session/store.tsx';
import { reportBugs } from './bugReporter.ts';
import { FilterDrawer } from './FilterDrawer.tsx';
import { Icon } from './icons.tsx';
import { MainSidebar } from './MainSidebar.tsx';
import { SystemMessageBar } from './SystemMessageBar.tsx';
import { TopBarActions, SurveyMenu, ViewTabs } from './TopBar.tsx';

function Brand() {
  return (
    <Typography variant="h6" component="p" sx={{ fontWeight: 600, flexShrink: 0, mr: 2 }}>
      <FormattedMessage id="app.title" />
    </Typography>
  );
}

/**
 * The application frame (spec 1 section 2.3): system message bar, top bar (survey menu, view tabs and
 * the buttons each role may see), main sidebar with the survey's pages, filter drawer, and the main
 * region. Each route says which of these it shows (routing/chrome.ts); before sign-in only the brand.
 */
export function AppShell({ chrome, children }: { chrome: Chrome; children?: ReactNode }) {
  const { state, api } = useAuth();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const intl = useIntl();
  const identity = state.status === 'signed-in' ? state.identity : null;
  // Uncaught errors go to the bug list of the survey on screen (read by root users).
  const params = useParams({ strict: false }) as { surveyExtName?: string };
  const survey = identity ? (params.surveyExtName ?? identity.startSurvey) : null;
  const surveyRef = useRef<string | null>(null);
  useEffect(() => {
    surveyRef.current = survey;
  }, [survey]);
  useEffect(() => (identity ? reportBugs(api, () => surveyRef.current) : undefined), [api, identity]);
  if (chrome.bare) return <Box component="main">{children}</Box>;

  const frame = (
    <>
      {identity?.systemMessage && <SystemMessageBar message={identity.systemMessage} />}
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          {identity && chrome.mainSidebar && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setMenuOpen(true)}
              aria-label={intl.formatMessage({ id: 'shell.pages' })}
              sx={{ display: { md: 'none' } }}
              data-testid="pages-menu-button"
            >
              <Icon name="list" />
            </IconButton>
          )}
          <Brand />
          {identity && chrome.tabs && <SurveyMenu identity={identity} />}
          <Box sx={{ flexGrow: 1 }} />
          {identity && <TopBarActions identity={identity} chrome={chrome} onOpenFilters={() => setFiltersOpen(true)} />}
        </Toolbar>
        {identity && chrome.tabs && <ViewTabs identity={identity} />}
      </AppBar>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {identity && chrome.mainSidebar && <MainSidebar identity={identity} />}
        <Box component="main" sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, minWidth: 0 }}>
          {children}
        </Box>
      </Box>
      {identity && chrome.mainSidebar && (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { 'aria-label': intl.formatMessage({ id: 'shell.pages' }) } }}>
          <MainSidebar identity={identity} variant="drawer" onChosen={() => setMenuOpen(false)} />
        </Drawer>
      )}
      {identity && chrome.filterSidebar && <FilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)} identity={identity} />}
    </>
  );
  return identity ? <NavigationProvider identity={identity}>{frame}</NavigationProvider> : frame;
}
