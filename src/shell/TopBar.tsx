import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { parsePath } from '../../core/drillpath/tokens.ts';
import { useAuth } from '../auth/context.ts';
import { clearSession } from '../auth/session.ts';
import { displayName, type Identity } from '../auth/types.ts';
import type { MessageId } from '../i18n/index.ts';
import type { Chrome } from '../routing/chrome.ts';
import { defaultPagePath, drillParam, encodeSegment, findSurvey } from '../session/navigation.ts';
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
      >
        {survey?.title ?? <FormattedMessage id="shell.chooseSurvey" />} ▾
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
        const page = survey.pages[0]?.extname ?? 'start';
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

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function BarButton({ label, icon, onClick, badge, testId }: { label: MessageId; icon: IconName; onClick(): void; badge?: number; testId: string }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: label });
  const glyph = <Icon name={icon} />;
  return (
    // describeChild: the tooltip describes the button instead of naming it, so the name keeps the badge number.
    <Tooltip title={text} describeChild>
      <IconButton color="inherit" onClick={onClick} data-testid={testId}>
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

/** The top bar's buttons; each shows only to the roles spec 1 section 6 names. */
export function TopBarActions({ identity, chrome, onOpenFilters }: { identity: Identity; chrome: Chrome; onOpenFilters(): void }) {
  const { signOut, api } = useAuth();
  const { resetFilters, nav } = useNavigationState();
  const navigate = useNavigate();
  const intl = useIntl();
  const survey = useCurrentSurvey(identity);
  const surveyName = survey?.extName ?? identity.startSurvey ?? '';
  const [bugsOpen, setBugsOpen] = useState(false);
  const bugs = useQuery({ ...bugsQuery(api, surveyName), enabled: identity.isRoot && Boolean(surveyName) });
  const openAlerts = useQuery({ ...openAlertsQuery(api, survey?.extName ?? '', survey?.nOpenAlerts ?? 0), enabled: Boolean(survey) });
  const go = (href: string) => void navigate({ href });
  const items: ReactNode[] = [];

  items.push(
    <BarButton
      key="home"
      testId="home-button"
      label="shell.home"
      icon="home"
      onClick={() => {
        const reset = resetFilters();
        go(defaultPagePath(findSurvey(identity, reset.survey) ?? survey));
      }}
    />,
  );
  if (survey) {
    items.push(
      <BarButton
        key="alerts"
        testId="alert-badge"
        label="shell.alerts"
        icon="bell"
        badge={openAlerts.data}
        onClick={() => go(`/alertlist/${encodeSegment(survey.extName)}/${encodeSegment(drillParam(nav))}`)}
      />,
    );
    // Keyed by survey: choosing another survey resets the download state (spec 1 section 4, Session).
    items.push(<ReportMenu key={`reports-${survey.extName}`} surveyExtName={survey.extName} />);
  }
  if (identity.isRoot && surveyName) {
    items.push(<BarButton key="bugs" testId="bug-badge" label="shell.bugs" icon="bug" badge={bugs.data?.total ?? 0} onClick={() => setBugsOpen(true)} />);
    items.push(<BarButton key="backend" testId="backend-button" label="shell.backend" icon="storage" onClick={() => go(`/surveylist/${encodeSegment(surveyName)}`)} />);
  }
  if (identity.isUserAdmin && surveyName) {
    items.push(<BarButton key="users" testId="users-button" label="shell.users" icon="people" onClick={() => go(`/userlist/${encodeSegment(surveyName)}`)} />);
  }
  items.push(
    <BarButton
      key="account"
      testId="account-button"
      label="shell.account"
      icon="account"
      onClick={() => go(`/userdetails/${encodeSegment(surveyName || 'none')}/${identity.userId}`)}
    />,
  );
  if (identity.universes.length > 1) {
    items.push(
      <BarButton
        key="universe"
        testId="change-universe-button"
        label="shell.changeUniverse"
        icon="swap"
        onClick={() => void changeUniverse(api, identity.universe)}
      />,
    );
  }
  if (chrome.filterSidebar) items.push(<BarButton key="filters" testId="filter-button" label="shell.filters" icon="filter" onClick={onOpenFilters} />);

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
      {items}
      <Button color="inherit" variant="outlined" onClick={signOut} startIcon={<Icon name="logout" />}>
        <FormattedMessage id="auth.signOut" />
      </Button>
      {identity.isRoot && surveyName && <BugListDialog open={bugsOpen} onClose={() => setBugsOpen(false)} survey={surveyName} />}
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
