/**
 * A simulated person using the SPA: signs in with the password call, then moves from screen to screen with a pause
 * between them, each screen making the calls the SPA makes for it (src/screens, widgets/*\/query.ts) with
 * parameters taken from earlier answers: pages and start paths from the identity, units from the segmented path
 * and the ranking rows, interviews from a leaf's ranking, alerts from the alert list, filters from the filter list.
 */
import { formatFilters, formatPath, parseRoute, type FilterToken } from '../../core/drillpath/tokens';
import { LOGIN_STATUS } from '../../core/loginStatus';
import { encodeSegment } from '../../src/session/navigation';
import { callPath } from '../../src/api/path';
import type { SoakClient } from './client';
import type { RankingData } from '../../schemas/api/ranking-data.gen';
import type { SampleList } from '../../schemas/api/sample-list.gen';
import type { Segment } from '../../schemas/api/segmented-path.gen';
import type { SurveySummary } from '../../schemas/api/user-identity.gen';

export interface Account {
  username: string;
  password: string;
  /** The universe to work in; chosen with `changeuniverse` when the sign-in does not open a session in it. */
  universe: string;
}

interface Identity {
  loginStatus: number;
  authToken?: string;
  universe: string | null;
  surveys: SurveySummary[];
}
interface FilterDef {
  extName: string;
  options: { extName: string }[];
  multipleSelections: boolean;
  serverSide: boolean;
}
interface FilterLists {
  standardFilterSet?: { filterGroups: { filters: FilterDef[] }[] } | null;
  timeFilterSet?: { filterGroups: { filters: FilterDef[] }[] } | null;
}
interface Component {
  id: string;
  type: string;
  config?: { defaultPeriod?: string; rankingConfig?: string; expressions?: string[]; blocks?: unknown[] };
  components?: Component[];
}
interface AlertRow {
  id: number;
  state: number;
}

/** The SPA's chart kinds that send a dummy type segment instead of a period (widgets/shared/ChartWidget.tsx). */
const DUMMY_SEGMENT_CHARTS = new Set(['groupedChart', 'effectChart', 'priorityChart', 'choiceLineChart', 'deltaChart']);
const DEFAULT_PERIOD: Record<string, string> = { developmentLineChart: 'months', benchmarkChart: 'years' };
/** Report kinds a screen with a drill path offers (src/reports/reportRequest.ts), lightest first. */
const PATH_REPORTS = ['rankingreport', 'alertsreport', 'indicatorsreport', 'interviewsreport'];
const REPORT_POLL_MS = 1000;
const REPORT_WAIT_MS = 300_000;
const SEARCH_TERMS = ['a', 'st', 'no', 'er', 'an', 'sk', 'ma'];

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const chance = (p: number) => Math.random() < p;
const seg = encodeURIComponent;

export class SimulatedUser {
  private survey!: SurveySummary;
  private surveys: SurveySummary[] = [];
  private view!: { extName: string; startPath: string };
  /** The route's drill path: unit segments, then `;name=values` filter tokens. */
  private drillPath = '';
  private segments: Segment[] = [];
  private leafInterviews: number[] = [];
  private filterLists: FilterLists | null = null;
  private reportKinds: string[] | null = null;

  constructor(
    private readonly client: SoakClient,
    private readonly account: Account,
    /** Shared with the other users; moved forward to now when the run is interrupted. */
    private readonly clock: { deadline: number },
  ) {}

  private now() {
    return Date.now();
  }

  private get deadline() {
    return this.clock.deadline;
  }

  /** The survey as a path segment. */
  private get s() {
    return seg(this.survey.extName);
  }

  /** Signs in and loops over screens until the deadline; a failed sign-in is retried after a pause. */
  async run(): Promise<void> {
    while (this.now() < this.deadline) {
      if (!this.client.token && !(await this.signIn())) {
        await this.think(5000, 10000);
        continue;
      }
      await this.oneScreen();
      await this.think(500, 2000);
    }
  }

  private async think(minMs: number, maxMs: number) {
    const ms = Math.min(minMs + Math.random() * (maxMs - minMs), Math.max(0, this.deadline - this.now()));
    await new Promise((r) => setTimeout(r, ms));
  }

  private async signIn(): Promise<boolean> {
    const { username, password, universe } = this.account;
    const login = await this.client.post<Identity>('/rest/vuejs/auth/login', { username, password }, { anonymous: true });
    if (!login?.body.authToken) return false;
    this.client.token = login.body.authToken;
    let identity = login.body;
    // Status 5/6/7 (several universes, or an administrator offered act-as) opens a session without a universe.
    if (identity.loginStatus !== LOGIN_STATUS.signedIn || identity.universe !== universe) {
      const changed = await this.client.get<Identity>(`/rest/vuejs/auth/changeuniverse/${seg(universe)}`);
      if (!changed) return false;
      identity = changed.body;
    }
    this.surveys = identity.surveys.filter((s) => s.pages.length > 0 && s.views.length > 0);
    if (!this.surveys.length) throw new Error(`${username} has no survey with pages in ${universe}`);
    this.enterSurvey(this.surveys[0]!);
    return true;
  }

  private enterSurvey(survey: SurveySummary) {
    this.survey = survey;
    this.view = survey.views[0]!;
    this.drillPath = survey.startFilter ? `${this.view.startPath};${survey.startFilter}` : this.view.startPath;
    this.segments = [];
    this.leafInterviews = [];
    this.filterLists = null;
    this.reportKinds = null;
  }

  private async oneScreen() {
    const r = Math.random() * 100;
    if (r < 28) return this.pageScreen();
    if (r < 42) return this.rankingScreen();
    if (r < 54) return this.drill();
    if (r < 64) return this.changeFilters();
    if (r < 71) return this.sampleList();
    if (r < 83) return this.alerts();
    if (r < 88) return this.interview();
    if (r < 92) return this.search();
    if (r < 96) return this.otherSurvey();
    if (r < 98.5) return this.report();
    return this.signOutAndIn();
  }

  /** The drill header and filter bar every drill screen shows. */
  private async frame() {
    const [segmented, filters] = await Promise.all([
      this.client.get<{ segments: Segment[] }>(`/rest/vuejs/ranking/segmentedpath/${this.s}/${seg(this.drillPath)}`),
      this.filterLists ? null : this.client.get<FilterLists>(`/rest/vuejs/filters/list/${this.s}/${seg(this.view.extName)}`),
      // The open-alert badge of the top bar.
      chance(0.3) ? this.client.get('/rest/vuejs/auth/identity') : null,
    ]);
    if (segmented) this.segments = segmented.body.segments;
    if (filters) this.filterLists = filters.body;
  }

  private async pageScreen() {
    const page = pick(this.survey.pages).extname;
    const [descriptor] = await Promise.all([this.client.get<{ components: Component[] }>(`/rest/vuejs/pages/page/${this.s}/${seg(page)}`), this.frame()]);
    if (!descriptor) return;
    const calls: Promise<unknown>[] = [];
    const visit = (components: Component[]) => {
      for (const c of components) {
        calls.push(this.componentData(c));
        if (c.components) visit(c.components);
      }
    };
    visit(descriptor.body.components ?? []);
    await Promise.all(calls);
  }

  /** The call a widget makes for its data (widgets/<type>/query.ts); types without data make none. */
  private async componentData(c: Component) {
    const s = this.survey.extName;
    switch (c.type) {
      case 'variableBlock': {
        const block = await this.client.get<{ variables: unknown[]; blocks: { variables: unknown[] }[] }>(`/rest/${callPath('vuejs/variables/block', s, c.id, this.drillPath)}`);
        const tiles = block ? block.body.variables.length + block.body.blocks.reduce((n, b) => n + b.variables.length, 0) : 0;
        const chartable = (c.config?.expressions?.length ?? 0) > 0 || (c.config?.blocks?.length ?? 0) > 0;
        // Opening a tile shows its development chart.
        if (tiles && chartable && chance(0.4)) await this.client.get(`/rest/${callPath('vuejs/variables/fetchVariableChart', s, c.id, this.drillPath, Math.floor(Math.random() * tiles))}`);
        return;
      }
      case 'rankingTable':
        return this.client.get(`/rest/${callPath('vuejs/newranking/list', s, c.config?.rankingConfig ?? 'default', this.drillPath, 'none')}`);
      case 'resultsBlock':
        return this.client.get(`/rest/${callPath('vuejs/results/summary', s, c.id, this.drillPath)}`);
      default:
        if (DUMMY_SEGMENT_CHARTS.has(c.type)) return this.client.get(`/rest/${callPath('vuejs/charts/chart', s, c.id, 'dummy', this.drillPath)}`);
        if (c.type in DEFAULT_PERIOD) {
          return this.client.get(`/rest/${callPath('vuejs/charts/chart', s, c.id, c.config?.defaultPeriod ?? DEFAULT_PERIOD[c.type]!, this.drillPath)}`);
        }
        return;
    }
  }

  /** The ranking screen (config `default`); at a leaf its rows are interviews, paged and sorted by the server. */
  private async rankingScreen() {
    const [ranking] = await Promise.all([
      this.client.get<RankingData>(`/rest/${callPath('vuejs/newranking/list', this.survey.extName, 'default', this.drillPath, 'none')}`),
      this.frame(),
    ]);
    if (!ranking) return;
    const rows = ranking.body.rows;
    this.leafInterviews = rows.flatMap((r) => (r.interviewId ? [r.interviewId] : []));
    const sortable = ranking.body.headers.filter((h) => h.sortable);
    if (this.leafInterviews.length && sortable.length && chance(0.4)) {
      const from = ranking.body.totalNumberRows > 50 && chance(0.5) ? 50 : 0;
      const page = await this.client.get<RankingData>(
        `/rest/${callPath('vuejs/newranking/list', this.survey.extName, 'default', this.drillPath, from, from + 50, pick(sortable).extName, String(chance(0.5)), 'none')}`,
      );
      if (page) this.leafInterviews = page.body.rows.flatMap((r) => (r.interviewId ? [r.interviewId] : []));
    }
  }

  /** Down to a child from the drill bar, or back up towards the view's start path; then the ranking there. */
  private async drill() {
    if (!this.segments.length) await this.frame();
    const route = parseRoute(this.drillPath);
    const top = this.view.startPath.split(',').length;
    const children = this.segments.at(-1)?.children ?? [];
    if (children.length && (route.path.length === top || chance(0.7))) {
      this.drillPath = parseRoute(pick(children).path).path.join(',') + this.filterPart(route.filters);
    } else if (route.path.length > top) {
      this.drillPath = formatPath(route.path.slice(0, top + Math.floor(Math.random() * (route.path.length - top)))) + this.filterPart(route.filters);
    }
    await (chance(0.5) ? this.rankingScreen() : this.pageScreen());
  }

  private filterPart(filters: FilterToken[]) {
    return filters.length ? `;${formatFilters(filters)}` : '';
  }

  /** Adds, changes or drops a standard filter or picks another period, then looks at the filtered ranking. */
  private async changeFilters() {
    if (!this.filterLists) await this.frame();
    const route = parseRoute(this.drillPath);
    const standard = (this.filterLists?.standardFilterSet?.filterGroups ?? []).flatMap((g) => g.filters);
    const time = (this.filterLists?.timeFilterSet?.filterGroups ?? []).flatMap((g) => g.filters)[0];
    let filters = route.filters;
    const roll = Math.random();
    if (roll < 0.25 && time?.options.length) {
      filters = [...filters.filter((f) => f.name !== time.extName), { name: time.extName, values: [{ value: pick(time.options).extName, exclude: false, contains: false }] }];
    } else if (roll < 0.45 && filters.some((f) => f.name !== time?.extName)) {
      filters = filters.filter((f) => f.name === time?.extName);
    } else if (standard.length) {
      const filter = pick(standard);
      let options = filter.options.map((o) => o.extName);
      if (filter.serverSide) {
        // A filter with options from the data: the typeahead asks the server.
        const found = await this.client.get<{ options: { extName: string }[] }>(`/rest/vuejs/filters/query/${this.s}/${seg(filter.extName)}?query=${seg(pick(SEARCH_TERMS))}`);
        options = found?.body.options.map((o) => o.extName) ?? [];
      }
      if (!options.length) return;
      const chosen = filter.multipleSelections && chance(0.3) ? [...new Set([pick(options), pick(options)])] : [pick(options)];
      filters = [...filters.filter((f) => f.name !== filter.extName), { name: filter.extName, values: chosen.map((value) => ({ value, exclude: false, contains: false })) }];
    }
    this.drillPath = formatPath(route.path) + this.filterPart(filters);
    await this.rankingScreen();
  }

  /** The sample list's first page, sometimes the next one (src/screens/samplelist/sampleListQuery.ts). */
  private async sampleList() {
    const route = parseRoute(this.drillPath);
    const path = seg(formatPath(route.path));
    const filter = seg(route.filters.length ? formatFilters(route.filters) : 'none');
    const first = await this.client.post<SampleList>(`/rest/vuejs/sample/list/${this.s}/default/${path}/0/50/eventdate/true/${filter}`, []);
    if (first && first.body.rankingData.totalNumberRows > 50 && chance(0.3)) {
      await this.client.post(`/rest/vuejs/sample/list/${this.s}/default/${path}/50/100/eventdate/true/${filter}`, []);
    }
  }

  /** The alert list, one alert, and now and then a comment on it that keeps it open (state 6). */
  private async alerts() {
    const route = parseRoute(this.drillPath);
    const filter = seg(route.filters.length ? formatFilters(route.filters) : 'none');
    const list = await this.client.get<{ rows: AlertRow[] }>(`/rest/vuejs/alert/list/${this.s}/${seg(formatPath(route.path))}/0/50/default/${filter}`);
    const open = list?.body.rows.filter((a) => a.state !== 3) ?? [];
    if (!open.length) return;
    const alert = pick(open);
    await this.think(300, 1000);
    const details = await this.client.get(`/rest/vuejs/alert/details/${this.s}/${alert.id}`);
    if (!details || !chance(0.35)) return;
    await this.think(1000, 3000);
    await this.client.post(`/rest/vuejs/alert/update/${this.s}/${alert.id}`, {
      isClosed: false,
      newComment: `Soak test note ${new Date().toISOString()} by ${this.client.label}`,
      selections: [],
    });
  }

  private async interview() {
    if (!this.leafInterviews.length) return this.drill();
    await this.client.get(`/rest/vuejs/interview/${this.s}/${pick(this.leafInterviews)}`);
  }

  /** Typing into the drill header's search: one call per keystroke after the first. */
  private async search() {
    const path = seg(formatPath(parseRoute(this.drillPath).path));
    const word = pick(SEARCH_TERMS) + pick(['', 'a', 'e', 'r']);
    for (let n = Math.min(2, word.length); n <= word.length; n++) {
      await this.client.get(`/rest/vuejs/newranking/suggestions/${this.s}/${path}/${seg(word.slice(0, n))}`);
      await this.think(150, 400);
    }
  }

  private async otherSurvey() {
    const others = this.surveys.filter((s) => s !== this.survey);
    if (!others.length) return this.pageScreen();
    this.enterSurvey(pick(others));
    await this.pageScreen();
  }

  /** A report of the current selection: queue, poll its status each second as the SPA does, download. */
  private async report() {
    if (!this.reportKinds) {
      const menu = await this.client.get<{ reports: { kind: string }[] }>(`/rest/vuejs/reports/menu/${this.s}`);
      if (!menu) return;
      this.reportKinds = menu.body.reports.map((r) => r.kind).filter((k) => PATH_REPORTS.includes(k));
    }
    if (!this.reportKinds.length) return;
    const kind = pick(this.reportKinds);
    // 429: a per-user limit on queued reports is a documented refusal, not a failure.
    const queued = await this.client.get<{ taskUUID: string }>(`/rest/vuejs/reports/${kind}/${this.s}/${encodeSegment(this.drillPath)}`, { refusals: [429] });
    if (!queued) return;
    const uuid = queued.body.taskUUID;
    const giveUp = this.now() + REPORT_WAIT_MS;
    for (;;) {
      await new Promise((r) => setTimeout(r, REPORT_POLL_MS));
      if (this.now() >= this.deadline) return;
      const status = await this.client.get<{ status: string; error?: string }>(`/rest/vuejs/reports/status/${this.s}/${seg(uuid)}`);
      if (!status) return;
      if (status.body.status === 'FINISHED') break;
      if (status.body.status === 'FAILED' || this.now() > giveUp) {
        this.client.reportFailed(`/rest/vuejs/reports/${kind}/${this.s}/${encodeSegment(this.drillPath)}`, status.body.error ?? `not finished after ${REPORT_WAIT_MS / 1000} s (${status.body.status})`);
        return;
      }
    }
    await this.client.get(`/rest/vuejs/reports/download/${this.s}/${seg(uuid)}`, { binary: true });
  }

  private async signOutAndIn() {
    await this.client.post('/rest/vuejs/auth/logout', undefined);
    this.client.token = null;
    await this.think(500, 2000);
    if (await this.signIn()) await this.pageScreen();
  }
}
