// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { DateRangeDialog } from './DateRangeDialog.tsx';
import { DateIntervalFilter } from './DateIntervalFilter.tsx';

afterEach(cleanup);

const wrap = (ui: React.ReactNode) => render(<IntlProvider locale="en" messages={en}>{ui}</IntlProvider>);

describe('date range dialog', () => {
  it('keeps Select disabled until a date is chosen, then hands back a one-day range', () => {
    const onSelect = vi.fn();
    wrap(<DateRangeDialog open current="rmonths-11_0" onClose={() => {}} onSelect={onSelect} />);
    const select = screen.getByRole('button', { name: 'Select' }) as HTMLButtonElement;
    expect(select.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-02-28' } });
    expect(select.disabled).toBe(false);
    fireEvent.click(select);
    expect(onSelect).toHaveBeenCalledWith('Ige28022026:01032026');
  });

  it('swaps a reversed range and opens on the range in force', () => {
    const onSelect = vi.fn();
    wrap(<DateRangeDialog open current="Ige01012026:01022026" onClose={() => {}} onSelect={onSelect} />);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('To (included)') as HTMLInputElement).value).toBe('2026-01-31');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith('Ige31012026:01042026');
  });
});

describe('date interval', () => {
  it('starts at -30 and 0 days and applies only when from < to', () => {
    const onApply = vi.fn();
    wrap(<DateIntervalFilter current="today" onApply={onApply} />);
    const from = screen.getByRole('spinbutton', { name: 'From' }) as HTMLInputElement;
    expect(from.value).toBe('-30');
    expect((screen.getByRole('spinbutton', { name: 'To' }) as HTMLInputElement).value).toBe('0');
    fireEvent.change(from, { target: { value: '3' } });
    expect(screen.getByText('From must be less than to')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(from, { target: { value: '-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('rdays-14_0');
  });
});
