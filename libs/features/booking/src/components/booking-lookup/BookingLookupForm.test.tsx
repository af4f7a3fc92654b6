import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DIAL_COUNTRIES } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { BookingLookupForm } from './BookingLookupForm';

describe('the booking lookup phone follows the chosen dial code (accounts-commerce §5)', () => {
  it('holds the number as written with +91 (15 characters), stops there, and lets only digits, plus, hyphen and space in', () => {
    renderWithIntl(<BookingLookupForm action="/booking" initial={{ bookingId: '', phone: '', countryCode: '+91' }} countries={DIAL_COUNTRIES} />);
    const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(phone.maxLength).toBe(15);
    expect(fireEvent.keyDown(phone, { key: 'x' })).toBe(false);
    expect(fireEvent.keyDown(phone, { key: '9' })).toBe(true);
    fireEvent.change(phone, { target: { value: '+91 98765-01234' } });
    expect(fireEvent.keyDown(phone, { key: '5' })).toBe(false);
    expect(fireEvent.keyDown(phone, { key: 'Backspace' })).toBe(true);
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+31' } });
    expect(phone.maxLength).toBe(14);
  });
});
