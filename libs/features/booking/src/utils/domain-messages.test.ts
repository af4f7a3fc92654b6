import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@stays/booking-rules';
import { validationMessages } from '@stays/validation';
import { domainMessages } from './domain-messages';

describe('domain texts declared for translation', () => {
  it.each(Object.entries(domainMessages))('%s is the domain descriptor word for word', (name, descriptor) => {
    const domain = { ...validationMessages, ...bookingMessages } as Record<string, { id: string; defaultMessage: string }>;
    expect(descriptor).toEqual(domain[name]);
  });
});
