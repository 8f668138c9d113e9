// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { CampaignFilter } from './CampaignFilter.tsx';
import { RangeFilter } from './RangeFilter.tsx';
import { TypeaheadOptions } from './TypeaheadOptions.tsx';

afterEach(cleanup);

const wrap = (ui: React.ReactNode) => render(<IntlProvider locale="en" messages={en}>{ui}</IntlProvider>);

describe('typeahead', () => {
  it('counts the unchecked matches of 50,000 options as the user types, checked ones shown apart', async () => {
    const options = Array.from({ length: 50_001 }, (_, i) => ({ extName: `c${i}`, title: `Customer ${i}` }));
    const onToggle = vi.fn();
    wrap(<TypeaheadOptions title="Customer" options={options} checked={['c7']} onToggle={onToggle} />);
    expect(screen.getByTestId('typeahead-count').textContent).toBe('50,000 options');
    expect(screen.getByRole('group', { name: 'Chosen Customer' }).textContent).toBe('Customer 7');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Search Customer'), { target: { value: 'customer 4999' } });
    });
    // 4999, 49990..49999: the checked c7 never counts.
    expect(screen.getByTestId('typeahead-count').textContent).toBe('11 options');
    expect(screen.getByTestId('typeahead-list').dataset.term).toBe('customer 4999');
  });
});

describe('range filter', () => {
  it('applies only with both ends, as from_to', () => {
    const onApply = vi.fn();
    wrap(<RangeFilter title="Age" current={undefined} onApply={onApply} onClear={() => {}} />);
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '18' } });
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '65' } });
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('18_65');
  });
});

describe('campaign filter', () => {
  it('says when the survey has no campaigns and cannot be applied', () => {
    wrap(<CampaignFilter campaigns={[]} current={undefined} onApply={() => {}} onClear={() => {}} />);
    expect(screen.getByText('This survey has no campaigns')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens on the campaign in force and applies it', () => {
    const onApply = vi.fn();
    const current = { name: 'cf', values: [{ value: 'de42', exclude: false, contains: false }, { value: 'oy42', exclude: false, contains: false }] };
    wrap(<CampaignFilter campaigns={[{ id: '42', title: 'Spring mailing' }]} current={current} onApply={onApply} onClear={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(current);
  });
});
