import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open picker
      </button>
      <Dialog open={open} title="Rooms and guests" onClose={() => setOpen(false)} footer={<button type="button">Done</button>}>
        <input aria-label="Inside" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus inside, keeps Tab inside, closes on Escape and gives focus back to its trigger', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en">
        <Harness />
      </IntlProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Open picker' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Rooms and guests' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
