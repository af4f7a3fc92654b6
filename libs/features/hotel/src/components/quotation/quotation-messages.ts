import { defineMessages, type PrimitiveType } from 'react-intl';

export const quotationMessages = defineMessages<{
  applied: { validUntil: PrimitiveType };
  unavailable: Record<never, never>;
  create: Record<never, never>;
  creating: Record<never, never>;
  created: { validUntil: PrimitiveType };
  link: Record<never, never>;
  copy: Record<never, never>;
  copied: Record<never, never>;
  failed: Record<never, never>;
}>({
  applied: { id: 'hotel.quotation.applied', defaultMessage: 'Quoted price for this room, included below — valid until {validUntil}' },
  unavailable: { id: 'hotel.quotation.unavailable', defaultMessage: 'This quotation has expired or is for other dates or guests: today’s prices are shown.' },
  create: { id: 'hotel.quotation.create', defaultMessage: 'Create a quotation for this room' },
  creating: { id: 'hotel.quotation.creating', defaultMessage: 'Creating the quotation…' },
  created: { id: 'hotel.quotation.created', defaultMessage: 'Send this link to your guest. The price is held until {validUntil}.' },
  link: { id: 'hotel.quotation.link', defaultMessage: 'Quotation link' },
  copy: { id: 'hotel.quotation.copy', defaultMessage: 'Copy link' },
  copied: { id: 'hotel.quotation.copied', defaultMessage: 'Link copied' },
  failed: { id: 'hotel.quotation.failed', defaultMessage: 'The quotation could not be created. Try again.' },
});
