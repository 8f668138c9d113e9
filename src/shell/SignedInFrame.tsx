import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { Identity } from '../auth/types.ts';
import type { Chrome } from '../routing/chrome.ts';
import { NavigationProvider } from '../session/store.tsx';
import { Brand } from './Brand.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { Icon } from './icons.tsx';
import { MainSidebar } from './MainSidebar.tsx';
import { SystemMessageBar } from './SystemMessageBar.tsx';
import { TopBarActions, SurveyMenu, TOUCH, ViewTabs } from './TopBar.tsx';

const RouteNotice = lazy(() => import('../ui/RouteNotice.tsx'));

/**
 * The frame a signed-in user sees (spec 1 section 2.3): system message bar, top bar (survey menu, view tabs and
 * the buttons each role may see), main sidebar with the survey's pages, filter drawer, and the main region.
 * Its own chunk (loaded by AppShell after sign-in), so the sign-in screens do not carry menus, tabs and dialogs.
 */
export function SignedInFrame({ identity, chrome, children }: { identity: Identity; chrome: Chrome; children?: ReactNode }) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const intl = useIntl();
  // The first screen paints with what shows and takes its place at once (message bar, brand, tabs, page list, the
  // screen); the survey menu, the buttons and the closed drawers follow in a background render the browser can
  // interleave with paint and input, so signing in does not block the page in one long task (issue 12).
  const rest = useDeferredValue(true, false);
  // A notice handed over by the screen before (the campaign wizard's), once per history entry.
  const noticeText = useRouterState({ select: (s) => s.location.state.notice });
  const noticeKey = useRouterState({ select: (s) => s.location.state.key });

  return (
    <NavigationProvider identity={identity}>
      {identity.systemMessage && <SystemMessageBar message={identity.systemMessage} />}
      <AppBar position="static" component="header">
        {/* One row on a phone (the buttons that do not fit are in TopBarActions' overflow menu), so the header stays
            under a fifth of the first screen; wider screens may wrap. */}
        <Toolbar sx={{ gap: { xs: 0, sm: 1 }, flexWrap: { xs: 'nowrap', sm: 'wrap' }, px: { xs: 1, sm: 2 } }}>
          {chrome.mainSidebar && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setMenuOpen(true)}
              aria-label={intl.formatMessage({ id: 'shell.pages' })}
              sx={{ ...TOUCH, display: { md: 'none' } }}
              data-testid="pages-menu-button"
            >
              <Icon name="list" />
            </IconButton>
          )}
          <Brand sx={chrome.tabs ? { display: { xs: 'none', sm: 'block' } } : undefined} />
          {rest && chrome.tabs && <SurveyMenu identity={identity} />}
          <Box sx={{ flexGrow: 1 }} />
          {rest && <TopBarActions identity={identity} chrome={chrome} onOpenFilters={() => setFiltersOpen(true)} />}
        </Toolbar>
        {chrome.tabs && <ViewTabs identity={identity} />}
      </AppBar>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {chrome.mainSidebar && <MainSidebar identity={identity} />}
        <Box component="main" sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, minWidth: 0 }}>
          {children}
        </Box>
      </Box>
      {rest && chrome.mainSidebar && (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { 'aria-label': intl.formatMessage({ id: 'shell.pages' }) } }}>
          <MainSidebar identity={identity} variant="drawer" onChosen={() => setMenuOpen(false)} />
        </Drawer>
      )}
      {rest && chrome.filterSidebar && <FilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)} identity={identity} />}
      {noticeText && (
        <Suspense fallback={null}>
          <RouteNotice key={noticeKey} text={noticeText} />
        </Suspense>
      )}
    </NavigationProvider>
  );
}
