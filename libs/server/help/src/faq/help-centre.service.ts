import type { HelpCentreReply } from '@stays/api-client';
import { countryByCode, findLocale } from '@stays/brand-config';
import type { FaqLanguage } from './faq-types';
import { HOTEL_FAQ } from './hotel-faq';
import { homeFaq } from './home-faq';

const HOME_LANGUAGES: readonly FaqLanguage[] = ['en', 'nl', 'de'];

/**
 * GET helpCentreData (accounts-commerce §7, §3 qnaData): the questions of the country's kind of stay (hotels for
 * India unless holiday homes are asked for), those for signed-in or signed-out guests, in the guest's language when
 * we wrote the answers in it (holiday homes: Dutch and German) and in English otherwise.
 */
export function helpCentreData(query: {
  country_code: string;
  logged_in: boolean;
  property_type?: 'hotel' | 'home' | undefined;
  locale?: string | undefined;
}): HelpCentreReply {
  const country = countryByCode(query.country_code);
  const propertyType = query.property_type ?? country?.defaultPropertyType ?? 'hotel';
  const asked = findLocale(query.locale)?.locale;
  const language: FaqLanguage = propertyType === 'home' && HOME_LANGUAGES.includes(asked as FaqLanguage) ? (asked as FaqLanguage) : 'en';
  const sections = propertyType === 'home' ? homeFaq(language, query.country_code) : HOTEL_FAQ;
  return {
    country_code: query.country_code,
    logged_in: query.logged_in,
    language,
    qnaData: sections
      .filter((section) => section.signedIn === undefined || section.signedIn === query.logged_in)
      .map(({ id, title, faqList }) => ({ id, title, faqList: faqList.map((faq) => ({ ...faq })) })),
  };
}
