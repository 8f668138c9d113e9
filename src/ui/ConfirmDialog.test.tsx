// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { DIALOG_Z_INDEX, theme } from '../theme.ts';
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

describe('the confirm dialog (spec 2: OK and Cancel, Esc cancels, width 400, z-index 200)', () => {
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

  it('sits at z-index 200', () => {
    const { dialog } = open();
    expect(getComputedStyle(dialog.closest('.MuiDialog-root')!).zIndex).toBe('200');
  });

  it('while the confirmed work runs, Esc does not close and both buttons wait', () => {
    const { onCancel, dialog } = open({ busy: true });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

/** A dialog at the spec's layer (as the sample editor) that asks a confirmation from inside itself. */
function DialogAsking({ onConfirm }: { onConfirm(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <Dialog open aria-label="Sample 7" sx={{ zIndex: DIALOG_Z_INDEX }}>
      <Button onClick={() => setAsking(true)}>Cancel sample</Button>
      <ConfirmDialog open={asking} title="Cancel the sample?" text="Nobody will be asked." onConfirm={onConfirm} onCancel={() => setAsking(false)} />
    </Dialog>
  );
}

describe('a confirmation asked from inside another dialog at the same layer', () => {
  it('lies on top: later in the document, the dialog under it hidden from assistive technology, and OK confirms', () => {
    const onConfirm = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <IntlProvider locale="en" messages={en}>
          <DialogAsking onConfirm={onConfirm} />
        </IntlProvider>
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel sample' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel the sample?' });
    const [under, over] = [...document.querySelectorAll<HTMLElement>('.MuiDialog-root')];
    expect(over!.contains(confirm)).toBe(true);
    expect([getComputedStyle(under!).zIndex, getComputedStyle(over!).zIndex]).toEqual(['200', '200']);
    // Same z-index: the one later in the document paints on top, and the modal manager hides the one under it.
    expect(under!.compareDocumentPosition(over!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(under!.getAttribute('aria-hidden')).toBe('true');
    expect(over!.getAttribute('aria-hidden')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("the theme keeps the app bar and the drawers under the dialogs' layer, snackbars and tooltips over it", () => {
    const z = theme.zIndex;
    expect(z.modal).toBe(DIALOG_Z_INDEX);
    expect(Math.max(z.mobileStepper, z.fab, z.speedDial, z.appBar, z.drawer)).toBeLessThan(DIALOG_Z_INDEX);
    expect(Math.min(z.snackbar, z.tooltip)).toBeGreaterThan(DIALOG_Z_INDEX);
  });
});
