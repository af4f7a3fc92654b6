import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@stays/api-client';
import { bookingGuestOf } from './signed-in-guest';
import { userProfileFixture } from '@stays/api-client/testing';

const profile = (overrides: Partial<UserProfile> = {}): UserProfile =>
  userProfileFixture({
    userId: 9,
    emailId: 'vikram.mehta@example.com',
    firstName: 'Vikram',
    lastName: 'Mehta',
    name: 'Vikram Mehta',
    phoneNumber: '9000000301',
    ...overrides,
  });

describe('the booking contact of a signed-in guest', () => {
  it('is their name, email, dial code and phone', () => {
    expect(bookingGuestOf(profile(), ['+91', '+31'])).toEqual({
      name: 'Vikram Mehta',
      email: 'vikram.mehta@example.com',
      dialCode: '+91',
      phone: '9000000301',
    });
  });

  it('names them by first and last name when the full name is blank, and leaves out what the profile lacks', () => {
    expect(bookingGuestOf(profile({ name: ' ', emailId: null, phoneNumber: null, countryCode: null }), ['+91'])).toEqual({
      name: 'Vikram Mehta',
      email: '',
      dialCode: null,
      phone: '',
    });
  });

  it('keeps the form’s own dial code when the guest’s is not one the form offers', () => {
    expect(bookingGuestOf(profile({ countryCode: '+44' }), ['+91', '+31']).dialCode).toBeNull();
  });
});
