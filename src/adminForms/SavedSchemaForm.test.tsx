// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import universeSchema from '../../schemas/api/universe-data.schema.json';
import { universeFormValidators } from '../../schemas/forms/validators.gen.ts';
import type { UniverseData } from '../api/surveyAdmin.ts';
import { ApiError } from '../api/client.ts';
import en from '../i18n/en.json';
import { SavedSchemaForm } from './SavedSchemaForm.tsx';

afterEach(cleanup);

const universe: UniverseData = { name: 'demo', title: 'Nordhem', locales: ['sv', 'en'], defaultLocale: 'sv', sheetKey: '' };

const show = (save: (d: UniverseData) => Promise<UniverseData>) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <SavedSchemaForm<UniverseData>
        name="universe"
        title="surveyAdmin.universe"
        savedMessage="surveyAdmin.universe.saved"
        schema={universeSchema}
        validators={universeFormValidators}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true }, title: { 'ui:title': 'Title' } }}
        initial={universe}
        save={save}
      />
    </IntlProvider>,
  );

describe('a back-office entity saved from one schema form', () => {
  it('sends the edited values, shows what the server kept and says it was saved', async () => {
    const save = vi.fn(async (d: UniverseData) => ({ ...d, title: d.title.trim() }));
    show(save);
    expect(screen.getByRole('heading', { name: 'Universe' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: ' Nordhem Living ' } });
    fireEvent.click(screen.getByTestId('universe-save'));
    await screen.findByText('Universe saved');
    expect(save).toHaveBeenCalledWith({ ...universe, title: ' Nordhem Living ' });
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Nordhem Living');
  });

  it('shows the refusal in a red alert and keeps what was typed', async () => {
    show(async () => {
      throw new ApiError(400, 'validation', 'The title is taken');
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByTestId('universe-save'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The title is taken'));
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Taken');
    expect(screen.queryByText('Universe saved')).toBeNull();
  });

  it('does not send a form the schema refuses', async () => {
    const save = vi.fn(async (d: UniverseData) => d);
    show(save);
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('universe-save'));
    await waitFor(() => expect(screen.getAllByText(/required|at least|must/i).length).toBeGreaterThan(0));
    expect(save).not.toHaveBeenCalled();
  });
});
