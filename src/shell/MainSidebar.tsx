import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Identity } from '../auth/types.ts';
import { drillParam, encodeSegment } from '../session/navigation.ts';
import { useNavigationState } from '../session/store.tsx';
import { Icon, pageIcon } from './icons.tsx';
import { SupportDialog } from './SupportDialog.tsx';
import { useCurrentSurvey } from './useCurrentSurvey.ts';

/**
 * The main sidebar: the survey's pages with their icons, the survey's alert list and sample list at the current drill
 * path (the identity lists only surveys the role may read; the sample list only where the role may see samples), the
 * support dialog, and the dev mailbox for the universe's administrators.
 *
 * `rail`: beside the content from the md breakpoint up; `drawer`: the same list in the menu drawer of
 * smaller screens (opened from the top bar), which closes after a choice; its rows are full height for touch.
 */
export function MainSidebar({ identity, variant = 'rail', onChosen }: { identity: Identity; variant?: 'rail' | 'drawer'; onChosen?: () => void }) {
  const survey = useCurrentSurvey(identity);
  const { nav } = useNavigationState();
  const params = useParams({ strict: false }) as {
    pageId?: string;
    drillPath?: unknown;
  };
  const routerNavigate = useNavigate();
  const navigate: typeof routerNavigate = (opts) => {
    onChosen?.();
    return routerNavigate(opts);
  };
  const intl = useIntl();
  const [supportOpen, setSupportOpen] = useState(false);
  // A parsed drill path is already the session's (session/store.tsx); a placeholder route's text is used as written.
  const drill = typeof params.drillPath === 'string' ? params.drillPath : drillParam(nav);
  const pathname = useLocation({ select: (l) => l.pathname });
  const { basepath } = useRouter();
  const lists = survey
    ? [
        { key: 'alerts', prefix: '/alertlist/', icon: 'bell', label: 'shell.alertList' } as const,
        { key: 'samples', prefix: '/samplelist/', icon: 'list', label: 'shell.sampleList' } as const,
      ]
        // The server answers 403 to a role without canViewSamples: offer no door it would shut.
        .filter((l) => l.key !== 'samples' || survey.canViewSamples)
        .map((l) => ({ ...l, href: `${l.prefix}${encodeSegment(survey.extName)}/${encodeSegment(drill)}` }))
    : [];
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'shell.pages' })}
      sx={{
        width: 220,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        minHeight: variant === 'rail' ? 'calc(100vh - 64px)' : undefined,
        display: variant === 'rail' ? { xs: 'none', md: 'block' } : 'block',
      }}
    >
      <List dense={variant === 'rail'}>
        {survey?.pages.map((p) => (
          <ListItem key={p.extname} disablePadding>
            <ListItemButton
              selected={params.pageId === p.extname}
              onClick={() =>
                void navigate({
                  href: `/page/${encodeSegment(p.extname)}/${encodeSegment(survey.extName)}/${encodeSegment(drill)}`,
                })
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon name={pageIcon(p.icon)} fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={p.title || p.extname} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {lists.length > 0 && (
        <>
          <Divider />
          <List dense data-testid="sidebar-lists">
            {lists.map((l) => (
              <ListItem key={l.key} disablePadding>
                <ListItemButton
                  component="a"
                  href={`${basepath}${l.href}`}
                  selected={pathname.startsWith(l.prefix)}
                  onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                    // A real link (open in a new tab works); a plain click stays in the app.
                    e.preventDefault();
                    void navigate({ href: l.href });
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon name={l.icon} fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={<FormattedMessage id={l.label} />} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Divider />
      <List dense={variant === 'rail'}>
        {identity.isUserAdmin && !identity.actingUser && survey && (
          <ListItem disablePadding>
            <ListItemButton onClick={() => void navigate({ href: `/surveylist/${encodeSegment(survey.extName)}` })} data-testid="admin-surveylist">
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon name="storage" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id="placeholder.surveyList" />} />
            </ListItemButton>
          </ListItem>
        )}
        {identity.isUserAdmin && !identity.actingUser && survey && (
          <ListItem disablePadding>
            <ListItemButton onClick={() => void navigate({ href: `/userlist/${encodeSegment(survey.extName)}` })} data-testid="admin-users">
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon name="people" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id="placeholder.userList" />} />
            </ListItemButton>
          </ListItem>
        )}
        {identity.isUserAdmin && !identity.actingUser && (
          <ListItem disablePadding>
            <ListItemButton onClick={() => void navigate({ to: '/mailbox' })}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon name="mail" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={<FormattedMessage id="mailbox.title" />} />
            </ListItemButton>
          </ListItem>
        )}
        <ListItem disablePadding>
          <ListItemButton onClick={() => setSupportOpen(true)}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon name="help" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id="support.title" />} />
          </ListItemButton>
        </ListItem>
      </List>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </Box>
  );
}
