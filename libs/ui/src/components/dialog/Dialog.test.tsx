import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Dialog } from './Dialog';

// happy-dom's showModal() only sets `open`: it neither moves focus, makes the page inert nor turns Escape into
// `cancel`. These tests check what the component owes on top of the platform (and dispatch the `cancel` and `close`
// events a browser would); the keyboard journeys of web-e2e check the platform's part in Chromium.

/** A booking form's shape: the parent keeps the typed value, so every keystroke re-renders it with a new onClose. */
function GuestForm() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Continue to book
      </button>
      <Dialog open={open} title="Complete your booking" onClose={() => setOpen(false)}>
        <label>
          Full name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </Dialog>
    </>
  );
}

function NestedPickers() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <Dialog open={outer} title="Search" onClose={() => setOuter(false)}>
      <Dialog open={inner} title="Rooms and guests" onClose={() => setInner(false)}>
        <p>Room 1</p>
      </Dialog>
    </Dialog>
  );
}

function renderInEnglish(ui: React.ReactElement) {
  return render(<IntlProvider locale="en">{ui}</IntlProvider>);
}

afterEach(() => vi.restoreAllMocks());

describe('Dialog', () => {
  it('keeps focus in a field and every typed character while its owner re-renders on each keystroke', async () => {
    const user = userEvent.setup();
    renderInEnglish(<GuestForm />);
    await user.click(screen.getByRole('button', { name: 'Continue to book' }));
    const field = screen.getByRole('textbox', { name: 'Full name' });
    await user.click(field);
    await user.type(field, 'Asha Verma');
    expect(field).toHaveProperty('value', 'Asha Verma');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('dialog', { name: 'Complete your booking' })).toBeTruthy();
  });

  it('is shown once as a native modal dialog, however often its owner re-renders', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    renderInEnglish(<GuestForm />);
    await user.click(screen.getByRole('button', { name: 'Continue to book' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Femke');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Complete your booking' }).tagName).toBe('DIALOG');
  });

  it('closes through onClose on Escape (the browser’s cancel event) and gives focus back to its trigger', async () => {
    const user = userEvent.setup();
    renderInEnglish(<GuestForm />);
    const trigger = screen.getByRole('button', { name: 'Continue to book' });
    await user.click(trigger);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('tells its owner when the browser closes it without asking (a second Escape)', async () => {
    const user = userEvent.setup();
    renderInEnglish(<GuestForm />);
    await user.click(screen.getByRole('button', { name: 'Continue to book' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    dialog.close();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on its close button and on the backdrop', async () => {
    const user = userEvent.setup();
    const { container } = renderInEnglish(<GuestForm />);
    await user.click(screen.getByRole('button', { name: 'Continue to book' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to book' }));
    const backdrop = container.querySelector('dialog > [aria-hidden="true"]');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scrolling while any dialog is open and restores it after the last one closes', async () => {
    document.documentElement.style.overflow = 'auto';
    renderInEnglish(<NestedPickers />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent(await screen.findByRole('dialog', { name: 'Rooms and guests' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Rooms and guests' })).toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent(screen.getByRole('dialog', { name: 'Search' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('shows a dialog opened together with the one around it after that one, so it is stacked on top', async () => {
    const shown: string[] = [];
    const showModal = HTMLDialogElement.prototype.showModal;
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      shown.push(this.querySelector('h2')?.textContent ?? '');
      showModal.call(this);
    });
    renderInEnglish(<NestedPickers />);
    expect(await screen.findByRole('dialog', { name: 'Rooms and guests' })).toBeTruthy();
    expect(shown).toEqual(['Search', 'Rooms and guests']);
  });

  it('leaves focus in the field a guest is typing in when the page wakes up under a dialog the server sent open', async () => {
    // Chromium's showModal() focuses the dialog's first focusable element: the close button, where a space closes it.
    const showModal = HTMLDialogElement.prototype.showModal;
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      showModal.call(this);
      this.querySelector('button')?.focus();
    });
    const ui = (
      <IntlProvider locale="en">
        <GuestFormOpen />
      </IntlProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'Asha';
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(document.activeElement).toBe(field);
    container.remove();
  });
});

/** The booking form as the server sends it for ?modal=bookingSummary: already open. */
function GuestFormOpen() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} title="Complete your booking" onClose={() => setOpen(false)}>
      <label>
        Full name
        <input name="name" defaultValue="" />
      </label>
    </Dialog>
  );
}
