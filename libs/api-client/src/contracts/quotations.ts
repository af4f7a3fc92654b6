import { z } from 'zod';
import { currencyCodeSchema, idSchema, isoDateSchema, minorUnitsSchema } from './common';
import { roomsConfigQuerySchema } from './search';

/** A quotation's id: the secret of its link (24 url-safe characters). */
export const quotationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'not a quotation id');

/** POST quotations: a travel agent or business account fixes the price of one room category for one stay. */
export const createQuotationBodySchema = z.object({
  hotel_id: idSchema,
  room_category_id: idSchema,
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  rooms_config: roomsConfigQuerySchema,
});
export type CreateQuotationBody = z.input<typeof createQuotationBodySchema>;

export const quotationSchema = z.object({
  quotation_id: quotationIdSchema,
  hotel_id: z.number().int(),
  room_category_id: z.number().int(),
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  rooms_config: z.string(),
  /** The stay's price before tax when quoted, as the hotel page showed it (the prices of the quoted nights). */
  quoted_price: minorUnitsSchema,
  currency_code: currencyCodeSchema,
  valid_until: z.string(),
  /** The hotel page of the stay with the quotation: what the agent sends the guest. */
  path: z.string(),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** Hotel details' and availability's quotation_info: the quotation of the page's quotation_id when it prices this stay. */
export const quotationInfoSchema = z.object({
  quotation_id: quotationIdSchema,
  room_category_id: z.number().int(),
  valid_until: z.string(),
});
export type QuotationInfo = z.infer<typeof quotationInfoSchema>;
