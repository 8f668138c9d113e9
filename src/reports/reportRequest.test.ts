import { describe, expect, it } from 'vitest';
import { reportRequest } from './reportRequest.ts';

const on = (extra: Partial<Parameters<typeof reportRequest>[2]> = {}) => ({ drillPath: 'all,se;ftime=rmonths-11_0', onSampleList: false, ...extra });

describe('reportRequest', () => {
  it('asks for a drill-path report with the route drill path and its filters', () => {
    expect(reportRequest('rankingreport', 'storevisit', on())).toEqual({ surveyExtName: 'storevisit', path: 'rankingreport/storevisit/all,se;ftime=rmonths-11_0' });
  });
  it('adds the sample on a sample page, and offers the sample table report only on the sample list', () => {
    expect(reportRequest('samplesreport', 'storevisit', on({ sampleId: '42' }))).toMatchObject({ query: { sampleId: 42 } });
    expect(reportRequest('samplesreport', 'storevisit', on())).not.toHaveProperty('query');
    expect(reportRequest('sampletablereport', 'storevisit', on())).toBeNull();
    expect(reportRequest('sampletablereport', 'storevisit', on({ onSampleList: true }))).toMatchObject({
      method: 'POST',
      path: 'sampletablereport/storevisit/default/all,se;ftime=rmonths-11_0',
      body: [],
    });
  });
  it('offers the single interview only on an interview page', () => {
    expect(reportRequest('interviewpdf', 'storevisit', on())).toBeNull();
    expect(reportRequest('interviewpdf', 'storevisit', on({ interviewId: '17' }))).toEqual({ surveyExtName: 'storevisit', path: 'interviewpdf/storevisit/17' });
  });
});
