// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import type { UploadResponse } from '../../schemas/api/upload-response.gen.ts';
import { WIDGETS } from '../index.ts';
import { formatDate } from '../../core/dates.ts';
import type { Locale } from '../../core/locales.ts';
import { dataUploaderFixtures } from './fixtures.ts';

const registry = createRegistry(WIDGETS);

const UPLOADED: UploadResponse = {
  filename: 'v6framework_230831.xlsx',
  uploadId: 4,
  rows: 7908,
  mapping: {
    columns: [
      { title: 'Unit', variable: 'unit', mandatory: true },
      { title: 'Date', variable: 'date', mandatory: true },
      {
        title: 'Satisfaction with the contact',
        variable: 'csat',
        mandatory: false,
      },
      { title: 'Anything to add?', variable: 'comment', mandatory: false },
    ],
    states: [
      { name: 'Completed', value: 'completed' },
      { name: 'Not completed', value: 'incomplete' },
    ],
  },
  spreadsheet: {
    columns: [
      { idx: 0, name: 'Trust', firstRow: 'NEAS' },
      { idx: 1, name: 'Date', firstRow: '31/05/2022' },
    ],
  },
};

/** A stand-in XMLHttpRequest: the test sends its upload progress and its answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(
  fixture = dataUploaderFixtures[0]!,
  user = {
    username: 'admin',
    role: 'admin',
    isRoot: false,
    locale: 'en' as Locale,
  },
) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  render(
    <FixtureEngine registry={registry} data={fixtureData('up', fixture)} user={user}>
      <ComponentSlot
        descriptor={{
          type: 'dataUploader',
          id: 'up',
          config: fixture.config as Record<string, unknown>,
        }}
      />
    </FixtureEngine>,
  );
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));
const choose = (name = 'v6framework_230831.xlsx') =>
  fireEvent.change(screen.getByTestId('uploader-file'), {
    target: { files: [new File([new Uint8Array(2000)], name)] },
  });

async function uploadTo(answer: (xhr: FakeXhr) => void) {
  choose();
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  const xhr = FakeXhr.last!;
  act(() =>
    xhr.upload.onprogress?.({
      lengthComputable: true,
      loaded: 1500,
      total: 2300,
    }),
  );
  expect(screen.getByText('1,500 of 2,300 bytes sent')).toBeTruthy();
  act(() => answer(xhr));
  await flush();
  return xhr;
}

describe('data uploader', () => {
  it('Upload waits for a file; the upload sends field files and shows its real bytes', async () => {
    show();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No file chosen')).toBeTruthy();
    const xhr = await uploadTo((x) => x.answer(200, UPLOADED));
    expect(xhr.url).toMatch(/^\/rest\/vuejs\/datauploader\/uploadfile\/[\w-]+\/up$/);
    expect((xhr.sent as FormData).get('files')).toBeInstanceOf(File);
    expect(screen.getByText('v6framework_230831.xlsx: 7,908 rows to map')).toBeTruthy();
  });

  it('earlier imports show when they were made in the one date format (day/month-year, 24-hour clock), in Swedish too', () => {
    show(dataUploaderFixtures[0], { username: 'admin', role: 'admin', isRoot: false, locale: 'sv' as Locale });
    const rows = screen.getAllByRole('row').slice(1);
    const created = rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    // Local time (the reader's): the day and clock depend on the runtime's zone, the layout does not.
    expect(created).toEqual([formatDate('2026-11-20T09:14:00.000Z', { time: true }), formatDate('2026-10-02T15:40:00.000Z', { time: true })]);
    for (const text of created) expect(text).toMatch(/^\d{2}\/\d{2}-2026 \d{2}:\d{2}$/);
  });

  it('the field choice lists the mandatory fields first, a divider, then the optional ones', async () => {
    show();
    await uploadTo((x) => x.answer(200, UPLOADED));
    // The header "Date" named a field: it starts mapped; Import waits for the unit. Update is root's.
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Column mapping' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('cell')[1]?.textContent ?? null),
    ).toEqual([null, 'NEAS', '31/05/2022']);
    fireEvent.mouseDown(within(table).getByRole('combobox', { name: 'Field for column Trust' }));
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not imported', 'Unit (required)', 'Date (required)', 'Satisfaction with the contact', 'Anything to add?']);
    // The divider: the border under the last mandatory field, and only there.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.classList.contains('MuiMenuItem-divider')),
    ).toEqual([false, false, true, false, false]);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Unit (required)' }));
    await flush();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the state picker shows only when there is more than one state; root sees Update', async () => {
    show();
    await uploadTo((x) => x.answer(200, UPLOADED));
    expect(screen.getByRole('combobox', { name: 'Import as' })).toBeTruthy();
    cleanup();
    show(dataUploaderFixtures[0], {
      username: 'root',
      role: 'admin',
      isRoot: true,
      locale: 'en',
    });
    await uploadTo((x) =>
      x.answer(200, {
        ...UPLOADED,
        mapping: {
          ...UPLOADED.mapping,
          states: [{ name: 'Completed', value: 'completed' }],
        },
      }),
    );
    expect(screen.queryByRole('combobox', { name: 'Import as' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('a failed upload says why, resets the progress and clears the chosen file', async () => {
    show();
    await uploadTo((x) =>
      x.answer(400, {
        error: 'zip_bomb',
        message: 'The workbook unpacks to more than 400 MB (a zip bomb?): refused before reading it.',
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('zip bomb');
    expect(screen.queryByText(/bytes sent/)).toBeNull();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
