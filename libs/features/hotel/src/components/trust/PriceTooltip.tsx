import { defineMessages, useIntl } from 'react-intl';
import type { ApiClientOptions } from '@stays/api-client';
import { roomCategoryName } from '@stays/ui';
import { InfoTip } from './InfoTip';
import { useTooltipInfo } from './use-tooltip-info';

const messages = defineMessages<{
  label: { name: string };
  taxInclusive: { rate: string };
  taxExclusive: { rate: string };
  slasher: { percent: string };
  wizard: { percent: string };
}>({
  label: { id: 'hotel.priceTip.label', defaultMessage: 'How the price of {name} is made up' },
  taxInclusive: { id: 'hotel.priceTip.taxInclusive', defaultMessage: 'The price includes {rate} tax.' },
  taxExclusive: { id: 'hotel.priceTip.taxExclusive', defaultMessage: 'Tax of {rate} is added to the price.' },
  slasher: { id: 'hotel.priceTip.slasher', defaultMessage: 'The struck price is the usual rate; this room is up to {percent} off on some nights.' },
  wizard: { id: 'hotel.priceTip.wizard', defaultMessage: 'Wizard members get {percent} off this price.' },
});

/** The ⓘ beside a room category's price (GET tooltip info): its tax, its struck price and the wizard discount explained. */
export function PriceTooltip({ api, hotelId, categoryId, categoryName }: { api: ApiClientOptions; hotelId: number; categoryId: number; categoryName: string }) {
  const intl = useIntl();
  const { data } = useTooltipInfo(api, hotelId, categoryId);
  if (!data) return null;
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const sentences = [
    intl.formatMessage(data.tax.clusivity === 'inclusive' ? messages.taxInclusive : messages.taxExclusive, { rate: percent(data.tax.rate_percent) }),
    data.slasher.max_discount_percentage > 0 ? intl.formatMessage(messages.slasher, { percent: percent(data.slasher.max_discount_percentage) }) : null,
    data.wizard_discount.percentage > 0 ? intl.formatMessage(messages.wizard, { percent: percent(data.wizard_discount.percentage) }) : null,
  ].filter((sentence): sentence is string => sentence !== null);
  return <InfoTip label={intl.formatMessage(messages.label, { name: roomCategoryName(intl, categoryName) })} text={sentences.join(' ')} />;
}
