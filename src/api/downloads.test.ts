import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { fetchFile, indicatorsDownloadPath, rankingListDownloadPath, taskReportDownloadPath } from './downloads.ts';

describe('direct download paths (spec 1 section 7)', () => {
  it('asks for the indicators of the drill path with its filters, the commas and filter marks readable', () => {
    expect(indicatorsDownloadPath('storevisit', 'all,se;gender=female*male')).toBe('vuejs/download/indicators/storevisit/all,se;gender=female*male');
  });
  it('asks for the ranking list with its configuration and "none" as the filter segment (the path carries the filters)', () => {
    expect(rankingListDownloadPath('storevisit', 'default', 'all,se;ftime=rmonths-11_0')).toBe('vuejs/download/rankinglist/storevisit/default/all,se;ftime=rmonths-11_0/none');
  });
  it('asks for a queued task report by its survey and id, each one segment', () => {
    expect(taskReportDownloadPath('store visit', '6f1c7c1e-6f86-4b55-9a53-3b2f4b0c7e11')).toBe('vuejs/download/taskreport/store%20visit/6f1c7c1e-6f86-4b55-9a53-3b2f4b0c7e11');
  });
});

describe('fetchFile', () => {
  it('sends the session token and names the file as the server did', async () => {
    const fetch = vi.fn(async (_input: string, _init?: RequestInit) =>
      new Response('xlsx-bytes', { status: 200, headers: { 'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''Ume%C3%A5-ranking.xlsx` } }),
    );
    const file = await fetchFile('tok-1', 'vuejs/download/indicators/storevisit/all', 'indicators.xlsx', fetch);
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/vuejs/download/indicators/storevisit/all');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('tok-1');
    expect(file.fileName).toBe('Umeå-ranking.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
  });

  it('reads a plain token file name as well as a quoted one (the server quotes only when it must)', async () => {
    const answer = (disposition: string) => vi.fn(async () => new Response('x', { status: 200, headers: { 'content-disposition': disposition } }));
    expect((await fetchFile('t', 'p', 'f', answer('attachment; filename=storevisit-ranking-20261125-0421.xlsx'))).fileName).toBe('storevisit-ranking-20261125-0421.xlsx');
    expect((await fetchFile('t', 'p', 'f', answer('attachment; filename="a b.xlsx"'))).fileName).toBe('a b.xlsx');
  });

  it('keeps the given name when the server gave none', async () => {
    const fetch = vi.fn(async () => new Response('x', { status: 200 }));
    expect((await fetchFile('t', 'vuejs/download/indicators/s/all', 'indicators.xlsx', fetch)).fileName).toBe('indicators.xlsx');
  });

  it("throws the server's readable message on a refusal", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'report_disabled', message: 'The indicatorsreport report is not enabled for survey "s".' }), { status: 403 }));
    const failure = fetchFile('t', 'vuejs/download/indicators/s/all', 'f', fetch);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, error: 'report_disabled', message: 'The indicatorsreport report is not enabled for survey "s".' });
  });

  it('says the server could not be reached when the call never got an answer', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchFile('t', 'vuejs/download/indicators/s/all', 'f', fetch)).rejects.toMatchObject({ status: 0 });
  });
});
