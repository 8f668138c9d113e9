import { describe, expect, it } from 'vitest';
import { directDownloads } from './directDownloads.ts';
import type { ReportKind } from '../api/reports.ts';

const ids = (kinds: ReportKind[], drillPath = 'all,se;gender=female') => directDownloads(kinds, 'storevisit', drillPath).map((d) => d.id);

describe('the report menu’s direct downloads', () => {
  it('offers indicators and the ranking list, in that order, when the survey enables both reports', () => {
    expect(ids(['rankingreport', 'interviewsreport', 'indicatorsreport', 'benchmarkpdf'])).toEqual(['indicators', 'rankinglist']);
  });

  it('offers each only where the survey enables its report (the flags the menu follows)', () => {
    expect(ids(['indicatorsreport'])).toEqual(['indicators']);
    expect(ids(['rankingreport'])).toEqual(['rankinglist']);
    expect(ids(['interviewsreport', 'alertsreport', 'benchmarkpdf'])).toEqual([]);
    expect(ids([])).toEqual([]);
  });

  it('downloads the current survey, drill path and filters, with readable words and a file name to fall back on', () => {
    expect(directDownloads(['indicatorsreport', 'rankingreport'], 'storevisit', 'all,se;gender=female')).toEqual([
      { id: 'indicators', label: 'reports.direct.indicators', path: 'vuejs/download/indicators/storevisit/all,se;gender=female', fallbackName: 'storevisit-indicators.xlsx' },
      { id: 'rankinglist', label: 'reports.direct.rankinglist', path: 'vuejs/download/rankinglist/storevisit/default/all,se;gender=female/none', fallbackName: 'storevisit-ranking.xlsx' },
    ]);
  });
});
