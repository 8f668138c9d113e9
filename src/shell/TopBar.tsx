import { VISUALLY_HIDDEN } from '../ui/visuallyHidden.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { parsePath } from '../../core/drillpath/tokens.ts';
import { useAuth } from '../auth/context.ts';
import { clearSession } from '../auth/session.ts';
import { displayName, type Identity } from '../auth/types.ts';
import type { MessageId } from '../i18n/index.ts';
import type { Chrome } from '../routing/chrome.ts';
import { defaultPagePath, drillParam, encodeSegment, findSurvey, startPageOf } from '../session/navigation.ts';
import { useNavigationState } from '../session/store.tsx';
import { useRouteDrillPath } from '../drill/useRouteDrillPath.ts';
import { BugListDialog, bugsQuery } from './BugListDialog.tsx';
import { openAlertsQuery } from '../api/alerts.ts';
import { Icon, type IconName } from './icons.tsx';
import { useCurrentSurvey } from './useCurrentSurvey.ts';
import { ReportMenu } from '../reports/ReportMenu.tsx';
import { useMenu } from '../ui/useMenu.ts';

/** The survey menu: choosing a survey resets view, path, filters and download state and opens its default page. */
export function SurveyMenu({ identity }: { identity: Identity }) {
  const survey = useCurrentSurvey(identity);
  const { selectSurvey } = useNavigationState();
  const navigate = useNavigate();
  const { close, buttonProps, menuProps } = useMenu();
  if (identity.surveys.length === 0) return null;
  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
        data-testid="survey-menu"
        // On a phone the title gives way to the buttons beside it, cut with an ellipsis (the menu shows it whole).
        sx={{ ...TOUCH, minWidth: 0, flexShrink: 1, textAlign: 'start' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{survey?.title ?? <FormattedMessage id="shell.chooseSurvey" />}</span>&nbsp;▾
      </Button>
      <Menu {...menuProps}>
        {identity.surveys.map((s) => (
          <MenuItem
            key={s.extName}
            selected={s.extName === survey?.extName}
            onClick={() => {
              close();
              selectSurvey(s.extName);
              void navigate({ href: defaultPagePath(s) });
            }}
          >
            {s.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The view tabs of the current survey; a view starts at its own start path (spec 1 section 4, Session), on the
 * screen shown when it has a drill path (keeping its filters), else on the survey's first page.
 */
export function ViewTabs({ identity }: { identity: Identity }) {
  const survey = useCurrentSurvey(identity);
  const { nav, selectView } = useNavigationState();
  const search = useSearch({ strict: false }) as { view?: string };
  const { drill } = useRouteDrillPath();
  const navigate = useNavigate();
  const intl = useIntl();
  if (!survey || survey.views.length < 2) return null;
  const current = search.view ?? nav.view ?? survey.views[0]!.extName;
  return (
    <Tabs
      value={survey.views.some((v) => v.extName === current) ? current : false}
      onChange={(_e, value: string) => {
        // The view shown already: nothing to do (no navigation, no history entry).
        if (value === current) return;
        const next = selectView(value);
        if (drill) {
          void navigate({
            to: '.',
            params: ((prev: Record<string, unknown>) => ({ ...prev, drillPath: { ...drill, path: parsePath(next.path) } })) as never,
            search: ((prev: Record<string, unknown>) => ({ ...prev, ...('page' in prev ? { page: 1 } : {}), view: value })) as never,
          });
          return;
        }
        const page = startPageOf(survey);
        void navigate({ href: `/page/${encodeSegment(page)}/${encodeSegment(survey.extName)}/${encodeSegment(drillParam(next))}?view=${encodeURIComponent(value)}` });
      }}
      textColor="inherit"
      indicatorColor="secondary"
      variant="scrollable"
      aria-label={intl.formatMessage({ id: 'shell.views' })}
      sx={{ px: 2 }}
    >
      {survey.views.map((v) => (
        <Tab key={v.extName} value={v.extName} label={v.title} sx={{ opacity: 0.85, '&.Mui-selected': { opacity: 1 } }} />
      ))}
    </Tabs>
  );
}

/** Touch targets of the top bar: 44 px at least (WCAG 2.5.5), on every width so the bar looks the same. */
export const TOUCH = { minWidth: 44, minHeight: 44 } as const;

function BarButton({ label, icon, onClick, badge, testId }: { label: MessageId; icon: IconName; onClick(): void; badge?: number; testId: string }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: label });
  const glyph = <Icon name={icon} />;
  return (
    // describeChild: the tooltip describes the button instead of naming it, so the name keeps the badge number.
    <Tooltip title={text} describeChild>
      <IconButton color="inherit" onClick={onClick} data-testid={testId} sx={TOUCH}>
        {/* The name is the text, then the badge's visible number. */}
        <span style={VISUALLY_HIDDEN}>{text}</span>
        {badge !== undefined ? (
          <Badge badgeContent={badge} color="error" max={999}>
            {glyph}
          </Badge>
        ) : (
          glyph
        )}
      </IconButton>
    </Tooltip>
  );
}

/** One button of the top bar; on a phone the ones not `pinned` move into the overflow menu. */
interface BarAction {
  key: string;
  testId: string;
  label: MessageId;
  icon: IconName;
  badge?: number;
  pinned?: boolean;
  onClick(): void;
}

/** The phone's overflow menu: the user's name, the actions that do not fit the one row, and signing out. */
function OverflowMenu({ identity, actions, onSignOut }: { identity: Identity; actions: BarAction[]; onSignOut(): void }) {
  const intl = useIntl();
  const { close, buttonProps, menuProps } = useMenu();
  const choose = (fn: () => void) => () => {
    close();
    fn();
  };
  return (
    <>
      <IconButton color="inherit" {...buttonProps} aria-label={intl.formatMessage({ id: 'shell.more' })} data-testid="more-menu" sx={TOUCH}>
        <Icon name="more" />
      </IconButton>
      <Menu {...menuProps}>
        <MenuItem disabled data-testid="user-name">
          {identity.actingUser ? intl.formatMessage({ id: 'shell.actingAs' }, { name: displayName(identity), admin: identity.actingUser }) : displayName(identity)}
        </MenuItem>
        <Divider />
        {actions.map((a) => (
          <MenuItem key={a.key} onClick={choose(a.onClick)} data-testid={a.testId}>
            <ListItemIcon>
              <Icon name={a.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{intl.formatMessage({ id: a.label })}</ListItemText>
            {a.badge !== undefined && <Badge badgeContent={a.badge} color="error" max={999} sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={choose(onSignOut)}>
          <ListItemIcon>
            <Icon name="logout" fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <FormattedMessage id="auth.signOut" />
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The top bar's buttons; each shows only to the roles spec 1 section 6 names. On a phone they keep to one row: the
 * alerts, reports and filters stay, the rest (with the user's name and signing out) is in the overflow menu.
 */
export function TopBarActions({ identity, chrome, onOpenFilters }: { identity: Identity; chrome: Chrome; onOpenFilters(): void }) {
  const { signOut, api } = useAuth();
  const { resetFilters, nav } = useNavigationState();
  const navigate = useNavigate();
  const intl = useIntl();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const survey = useCurrentSurvey(identity);
  const surveyName = survey?.extName ?? identity.startSurvey ?? '';
  const [bugsOpen, setBugsOpen] = useState(false);
  const bugs = useQuery({ ...bugsQuery(api, surveyName), enabled: identity.isRoot && Boolean(surveyName) });
  const openAlerts = useQuery({ ...openAlertsQuery(api, survey?.extName ?? '', survey?.nOpenAlerts ?? 0), enabled: Boolean(survey) });
  const go = (href: string) => void navigate({ href });
  const actions: BarAction[] = [];

  actions.push({
    key: 'home',
    testId: 'home-button',
    label: 'shell.home',
    icon: 'home',
    onClick: () => {
      const reset = resetFilters();
      go(defaultPagePath(findSurvey(identity, reset.survey) ?? survey));
    },
  });
  if (survey) {
    actions.push({
      key: 'alerts',
      testId: 'alert-badge',
      label: 'shell.alerts',
      icon: 'bell',
      badge: openAlerts.data,
      pinned: true,
      onClick: () => go(`/alertlist/${encodeSegment(survey.extName)}/${encodeSegment(drillParam(nav))}`),
    });
  }
  if (identity.isRoot && surveyName) {
    actions.push({ key: 'bugs', testId: 'bug-badge', label: 'shell.bugs', icon: 'bug', badge: bugs.data?.total ?? 0, onClick: () => setBugsOpen(true) });
    actions.push({ key: 'backend', testId: 'backend-button', label: 'shell.backend', icon: 'storage', onClick: () => go(`/surveylist/${encodeSegment(surveyName)}`) });
  }
  if (identity.isUserAdmin && surveyName) {
    actions.push({ key: 'users', testId: 'users-button', label: 'shell.users', icon: 'people', onClick: () => go(`/userlist/${encodeSegment(surveyName)}`) });
  }
  actions.push({
    key: 'account',
    testId: 'account-button',
    label: 'shell.account',
    icon: 'account',
    onClick: () => go(`/userdetails/${encodeSegment(surveyName || 'none')}/${identity.userId}`),
  });
  if (identity.universes.length > 1) {
    actions.push({ key: 'universe', testId: 'change-universe-button', label: 'shell.changeUniverse', icon: 'swap', onClick: () => void changeUniverse(api, identity.universe) });
  }
  if (chrome.filterSidebar) actions.push({ key: 'filters', testId: 'filter-button', label: 'shell.filters', icon: 'filter', pinned: true, onClick: onOpenFilters });

  const button = (a: BarAction) => <BarButton key={a.key} testId={a.testId} label={a.label} icon={a.icon} badge={a.badge} onClick={a.onClick} />;
  // Keyed by survey: choosing another survey resets the download state (spec 1 section 4, Session).
  const reports = survey && <ReportMenu key={`reports-${survey.extName}`} surveyExtName={survey.extName} compact={phone} />;
  const bugList = identity.isRoot && surveyName && <BugListDialog open={bugsOpen} onClose={() => setBugsOpen(false)} survey={surveyName} />;

  if (phone) {
    const [alerts, ...rest] = actions.filter((a) => a.pinned);
    return (
      <>
        {alerts && button(alerts)}
        {reports}
        {rest.map(button)}
        <OverflowMenu identity={identity} actions={actions.filter((a) => !a.pinned)} onSignOut={signOut} />
        {bugList}
      </>
    );
  }
  const [home, ...others] = actions;
  return (
    <>
      {identity.actingUser && (
        <Chip
          color="warning"
          size="small"
          label={intl.formatMessage({ id: 'shell.actingAs' }, { name: displayName(identity), admin: identity.actingUser })}
          data-testid="acting-as"
        />
      )}
      <span data-testid="user-name" style={{ marginInline: 8, whiteSpace: 'nowrap' }}>
        {displayName(identity)}
      </span>
      {home && button(home)}
      {others.slice(0, survey ? 1 : 0).map(button)}
      {reports}
      {others.slice(survey ? 1 : 0).map(button)}
      <Button color="inherit" variant="outlined" onClick={signOut} startIcon={<Icon name="logout" />} sx={{ minHeight: 44 }}>
        <FormattedMessage id="auth.signOut" />
      </Button>
      {bugList}
    </>
  );
}

/** Change universe: end this session and reload the app at the login, which offers the universes with their indicators. */
async function changeUniverse(api: ReturnType<typeof useAuth>['api'], current: string | null): Promise<void> {
  try {
    await api.post('vuejs/auth/logout');
  } catch {
    // the login page starts afresh either way
  }
  clearSession();
  window.location.assign(`/new/?change=true${current ? `&preselectedUniverse=${encodeURIComponent(current)}` : ''}`);
}
