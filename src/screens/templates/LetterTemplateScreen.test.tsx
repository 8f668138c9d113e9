// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplate } from '../../api/templates.ts';
import { App } from '../../App.tsx';
import { AUTH_TOKEN_KEY } from '../../auth/session.ts';
import { fakeIdentity, fakeServer, identityFixture, signInRoutes, type FakeRoute } from '../../test/fakes.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // jsdom has no blob: addresses; the screen makes one for the PDF's download link.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/pdf-1'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function letter(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: 40,
    sendingType: 'LETTER',
    name: 'Paper invitation',
    extname: '',
    subject: '',
    labels: [],
    locale: null,
    code: '',
    design: null,
    contents: '',
    fromName: '',
    fromEmail: '',
    system: false,
    readOnly: false,
    letterFileName: null,
    ...overrides,
  };
}

const helpData = { variableRows: [{ groupName: 'contact', questionTitle: 'First name', questionName: 'firstname', value: 'Anna' }] };

function renderLetter(path: string, routes: Record<string, FakeRoute | FakeRoute[]>) {
  window.history.replaceState(null, '', `/new${path}`);
  const server = fakeServer({ ...signInRoutes(identityFixture({ role: 'admin' })), ...routes });
  render(<App createIdentityClient={fakeIdentity().factory} fetch={server.fetch} />);
  return server;
}

/** A page image as the server sends it (a US letter page at 110 dpi). */
const page = (png: string) => ({ png: btoa(png), width: 935, height: 1210 });

const fileInput = () => screen.getByTestId('letter-file') as HTMLInputElement;
const fodt = (name: string) => new File(['<?xml version="1.0"?><office:document/>'], name, { type: 'application/vnd.oasis.opendocument.text-flat-xml' });

describe('the letter template screen', { timeout: 20_000 }, () => {
  it('shows the help variables; a new letter needs a name (Field is required) and a .fodt file; the upload saves it first', async () => {
    const server = renderLetter('/lettertemplate/storevisit/0', {
      'GET /rest/vuejs/mails/template/storevisit/0': { body: letter({ id: 0, name: '' }) },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/0': { body: helpData },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/41': { body: helpData },
      'POST /rest/vuejs/mails/template/createletter/storevisit': { body: letter({ id: 41, name: 'Invitation' }) },
      'POST /rest/vuejs/letteruploader/uploadfile/storevisit': { body: letter({ id: 41, name: 'Invitation', letterFileName: 'invitation.fodt' }) },
      'GET /rest/vuejs/mails/template/storevisit/41': { body: letter({ id: 41, name: 'Invitation', letterFileName: 'invitation.fodt' }) },
    });
    const table = await screen.findByRole('table', { name: 'Letter variables' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('ContactFirst namefirstnameAnna');
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(fileInput(), { target: { files: [fodt('invitation.docx')] } });
    expect((await screen.findByTestId('letter-file-error')).textContent).toBe('Choose a .fodt file (Flat ODF text)');
    fireEvent.change(fileInput(), { target: { files: [fodt('invitation.fodt')] } });
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(server.callsTo('POST /rest/vuejs/letteruploader/uploadfile/storevisit')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Invitation' } });
    fireEvent.change(fileInput(), { target: { files: [fodt('invitation.fodt')] } });
    await waitFor(() => expect(window.location.pathname).toBe('/new/lettertemplate/storevisit/41'));
    expect((await screen.findByTestId('letter-file-name')).textContent).toBe('invitation.fodt');
    const upload = server.callsTo('POST /rest/vuejs/letteruploader/uploadfile/storevisit')[0];
    expect(upload?.url).toContain('templateId=41');
  });

  it("shows the server's refusal of a file at the top, and the preview's pages as images after the wait, with the PDF to download", async () => {
    renderLetter('/lettertemplate/storevisit/40', {
      'GET /rest/vuejs/mails/template/storevisit/40': { body: letter({ letterFileName: 'letter.fodt' }) },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/40': { body: helpData },
      'POST /rest/vuejs/letteruploader/uploadfile/storevisit': { status: 400, body: { error: 'invalid_letter', message: 'The letter file is not well-formed XML.' } },
      'GET /rest/vuejs/letteruploader/rendertemplate/storevisit/40': async () => {
        await new Promise((r) => setTimeout(r, 50));
        return { body: { pdf: btoa('%PDF-1.7 example'), fileName: 'letter.pdf', pageCount: 12, pages: [page('one'), page('two')] } };
      },
    });
    await screen.findByRole('heading', { name: 'Letter template · 40' }, { timeout: 5000 });
    fireEvent.change(fileInput(), { target: { files: [fodt('broken.fodt')] } });
    expect((await screen.findByTestId('template-error')).textContent).toBe('The letter file is not well-formed XML.');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('status')).textContent).toContain('LibreOffice');
    const pages = await screen.findByRole('list', { name: 'Letter pages' });
    const images = within(pages).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Page 1 of 12', 'Page 2 of 12']);
    expect(images[0]?.getAttribute('src')).toBe(`data:image/png;base64,${btoa('one')}`);
    expect([images[0]?.getAttribute('width'), images[0]?.getAttribute('height')]).toEqual(['935', '1210']);
    expect(screen.getByTestId('letter-pages-capped').textContent).toBe('The preview shows the first 2 of 12 pages; download the PDF to see them all.');
    // No frame: the PDF is a download, not something the app shows.
    expect(document.querySelector('iframe')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download letter.pdf' });
    expect(download.getAttribute('href')).toBe('blob:http://localhost/pdf-1');
    expect(download.getAttribute('download')).toBe('letter.pdf');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 example');
  });

  it('says why there are no page images when pdftoppm is missing, and keeps the PDF to download', async () => {
    renderLetter('/lettertemplate/storevisit/40', {
      'GET /rest/vuejs/mails/template/storevisit/40': { body: letter({ letterFileName: 'letter.fodt' }) },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/40': { body: helpData },
      'GET /rest/vuejs/letteruploader/rendertemplate/storevisit/40': {
        body: { pdf: btoa('%PDF-1.7 example'), fileName: 'letter.pdf', pages: [], pagesProblem: { error: 'pdftoppm_missing', message: 'The page images of the preview need pdftoppm (poppler-utils), which is not installed on this server' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 5000 }));
    expect((await screen.findByTestId('letter-pages-problem')).textContent).toBe('The page images of the preview need pdftoppm (poppler-utils), which is not installed on this server');
    expect(screen.queryByRole('list', { name: 'Letter pages' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download letter.pdf' }).getAttribute('download')).toBe('letter.pdf');
  });

  it('offers no preview of a duplicate until it is saved (the draft has no id yet)', async () => {
    renderLetter('/lettertemplate/storevisit/40', {
      'GET /rest/vuejs/mails/template/storevisit/40': { body: letter({ letterFileName: 'letter.fodt' }) },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/40': { body: helpData },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/0': { body: helpData },
      'GET /rest/vuejs/mails/template/duplicate/storevisit/40': { body: letter({ id: 0, name: '', letterFileName: 'letter.fodt', duplicateOf: 40 }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: 'New letter template' });
    expect(screen.getByTestId('letter-file-name').textContent).toBe('letter.fodt');
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says clearly when LibreOffice is missing', async () => {
    renderLetter('/lettertemplate/storevisit/40', {
      'GET /rest/vuejs/mails/template/storevisit/40': { body: letter({ letterFileName: 'letter.fodt' }) },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/40': { body: helpData },
      'GET /rest/vuejs/letteruploader/rendertemplate/storevisit/40': { status: 503, body: { error: 'libreoffice_missing', message: 'Letter previews need LibreOffice, which is not installed on this server.' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 5000 }));
    expect((await screen.findByTestId('letter-preview-error')).textContent).toBe('Letter previews need LibreOffice, which is not installed on this server.');
    expect(screen.queryByRole('list', { name: 'Letter pages' })).toBeNull();
  });
});
