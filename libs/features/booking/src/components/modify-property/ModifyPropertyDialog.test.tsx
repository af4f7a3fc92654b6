import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { booking } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { heldPropertyChange, releasePropertyChange } from '../../utils/property-change-session';
import { ModifyPropertyDialog } from './ModifyPropertyDialog';

afterEach(() => releasePropertyChange());

describe('ModifyPropertyDialog', () => {
  it('explains the change and holds the booking id in the session when the guest goes to find another stay', () => {
    const onClose = vi.fn();
    const stayed = booking({ invoice_no: 'NV7Q4K2M', checkin: '2030-05-01', checkout: '2030-05-03' });
    renderWithIntl(
      <ModifyPropertyDialog
        booking={stayed}
        listingHref="/hotels-in-goa?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0"
        keepHref="/booking/NV7Q4K2M?token=t"
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the property' });
    expect(dialog.textContent).toContain(`Pick another stay in ${stayed.hotel.city} for the same dates`);
    expect(dialog.textContent).toContain('cancelled free of charge');
    expect(screen.getByRole('link', { name: 'Keep this property' }).getAttribute('href')).toBe('/booking/NV7Q4K2M?token=t');
    const find = screen.getByRole('link', { name: 'Find another stay' });
    expect(find.getAttribute('href')).toBe('/hotels-in-goa?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0');
    expect(heldPropertyChange()).toBeNull();
    find.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(find);
    expect(heldPropertyChange()).toBe('NV7Q4K2M');
  });
});
