import { currencyCodeSchema, type CurrencyCode } from '@stays/api-client';
import { currencySymbolOf } from '@stays/brand-config';

/** A stored currency code as the wire carries it; a code outside the contract is a data bug, not the guest's. */
export function currencyOf(code: string): { code: CurrencyCode; symbol: string } {
  const parsed = currencyCodeSchema.parse(code);
  return { code: parsed, symbol: currencySymbolOf(parsed) };
}
