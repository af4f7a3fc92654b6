import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@stays/booking-rules';
import { paymentMessages } from '@stays/pricing';
import { validationMessages } from '@stays/validation';
import { domainMessages } from './domain-messages';

describe('domain texts declared for translation', () => {
  it.each(Object.entries(domainMessages))('%s is the domain descriptor word for word', (name, descriptor) => {
    const domain = { ...validationMessages, ...bookingMessages, ...paymentMessages } as Record<string, { id: string; defaultMessage: string }>;
    expect(descriptor).toEqual(domain[name]);
  });
});
