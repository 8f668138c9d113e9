// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

const open = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <ConfirmDialog open title="Delete the template?" text="It cannot be undone." onConfirm={onConfirm} onCancel={onCancel} {...props} />
    </IntlProvider>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Delete the template?' }) };
};

describe('the confirm dialog (spec 2: OK and Cancel, Esc cancels, width 400)', () => {
  it('asks with OK and Cancel; OK confirms, Cancel cancels', () => {
    const { onConfirm, onCancel } = open();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Esc, with the focus on Cancel so that a stray Enter destroys nothing', () => {
    const { onConfirm, onCancel, dialog } = open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is 400 wide', () => {
    const { dialog } = open();
    expect(getComputedStyle(dialog).width).toBe('400px');
  });

  it('while the confirmed work runs, Esc does not close and both buttons wait', () => {
    const { onCancel, dialog } = open({ busy: true });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
