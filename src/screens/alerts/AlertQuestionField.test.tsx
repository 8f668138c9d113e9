// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import type { AlertDetails } from '../../api/alerts.ts';
import { AlertQuestionField } from './AlertQuestionField.tsx';

afterEach(cleanup);

type Question = AlertDetails['questions'][number];
const reasons = (n: number) => [{ choiceId: 0, title: 'Nothing chosen' }, ...Array.from({ length: n }, (_, i) => ({ choiceId: i + 1, title: `Reason ${i + 1}` }))];
const choice = (n: number): Question => ({ questionId: 'cause', title: 'Main cause', type: 'choice', reasons: reasons(n), selected: 0, value: '' });

function show(question: Question, props: Partial<Parameters<typeof AlertQuestionField>[0]> = {}) {
  const onSelect = vi.fn();
  const onValue = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <AlertQuestionField question={question} answer={{ choiceId: 0, value: '' }} disabled={false} onSelect={onSelect} onValue={onValue} {...props} />
    </IntlProvider>,
  );
  return { onSelect, onValue };
}

describe('alert question field', () => {
  it('offers fewer than 5 reasons as radio options, never choice 0', () => {
    const { onSelect } = show(choice(4));
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Reason 1', 'Reason 2', 'Reason 3', 'Reason 4']);
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Reason 3' }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('offers 5 or more reasons as a dropdown, never choice 0', () => {
    const { onSelect } = show(choice(5));
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Main cause' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Reason 1', 'Reason 2', 'Reason 3', 'Reason 4', 'Reason 5']);
    fireEvent.click(screen.getByRole('option', { name: 'Reason 5' }));
    expect(onSelect).toHaveBeenCalledWith(5);
  });

  it('shows the refusal next to the field', () => {
    show(choice(3), { error: 'selectionIsMandatory' });
    expect(screen.getByText('A selection is mandatory')).toBeTruthy();
    cleanup();
    const { onValue } = show({ questionId: 'minutes', title: 'Minutes spent', type: 'Number', reasons: [], selected: 0, value: '' }, { error: 'fieldIsMandatory' });
    const box = screen.getByRole('textbox', { name: 'Minutes spent' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is mandatory')).toBeTruthy();
    fireEvent.change(box, { target: { value: '12' } });
    expect(onValue).toHaveBeenCalledWith('12');
  });
});
