import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@stays/booking-rules';
import { hotelDomainMessages } from './domain-messages';

describe('the hotel page’s copies of the domain messages', () => {
  it.each(Object.entries(hotelDomainMessages))('%s has the id and text of @stays/booking-rules', (key, descriptor) => {
    expect(descriptor).toEqual(bookingMessages[key as keyof typeof bookingMessages]);
  });
});
