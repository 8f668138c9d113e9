import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useAuth } from '../auth/context.ts';
import type { Chrome } from '../routing/chrome.ts';
import { lazyPreloadable } from '../ui/lazyPreloadable.tsx';
import { Brand } from './Brand.tsx';
import { reportBugs } from './bugReporter.ts';
import { withMessages } from '../i18n/appMessages.ts';

// Menus, tabs, sidebars and dialogs exist only after sign-in: they stay out of the first download (DESIGN.md: 200 KB).
const signedInFrame = lazyPreloadable(() => withMessages(['frame'], () => import('./SignedInFrame.tsx')).then((m) => m.SignedInFrame));
const SignedInFrame = signedInFrame.Component;

/** Starts loading the signed-in frame ahead (src/router.tsx: while a kept session is checked). */
export function preloadSignedInFrame(): void {
  void signedInFrame.preload().catch(() => undefined); // a failed load shows when the frame renders
}

/** Before sign-in (and while the signed-in frame loads): only the brand above the main region. */
function PublicFrame({ children }: { children?: ReactNode }) {
  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Brand />
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Box component="main" sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, minWidth: 0 }}>
          {children}
        </Box>
      </Box>
    </>
  );
}

/**
 * The application frame (spec 1 section 2.3). Each route says which parts it shows (routing/chrome.ts);
 * before sign-in only the brand, after it the full frame of SignedInFrame.
 */
export function AppShell({ chrome, children }: { chrome: Chrome; children?: ReactNode }) {
  const { state, api } = useAuth();
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
  if (!identity) return <PublicFrame>{children}</PublicFrame>;

  return (
    <Suspense fallback={<PublicFrame />}>
      <SignedInFrame identity={identity} chrome={chrome}>
        {children}
      </SignedInFrame>
    </Suspense>
  );
}
