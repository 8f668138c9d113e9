import { Outlet, useMatches } from '@tanstack/react-router';
import { FULL_CHROME } from '../routing/chrome.ts';
import { AppShell } from './AppShell.tsx';

/** The root of every route: the shell with the route's chrome. Signed-in routes sit behind their layout's gate. */
export function RootLayout() {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const chrome = match?.staticData.chrome ?? FULL_CHROME;
  return (
    <AppShell chrome={chrome}>
      <Outlet />
    </AppShell>
  );
}
