import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { countryByCode, footerLinkHref, siteContactFor, type FooterCity, type FooterLinkGroup } from '@stays/brand-config';
import type { SiteContext } from '../site/site-context';
import styles from './CountryFooter.module.css';

const messages = defineMessages({
  hotelsPopularCities: { id: 'web.footer.groups.hotelsPopularCities', defaultMessage: 'Hotels in popular cities' },
  homesPopularCities: { id: 'web.footer.groups.homesPopularCities', defaultMessage: 'Holiday homes in popular places' },
  hotelsNearTheSea: { id: 'web.footer.groups.hotelsNearTheSea', defaultMessage: 'Hotels near the sea' },
  homesNearTheSea: { id: 'web.footer.groups.homesNearTheSea', defaultMessage: 'Holiday homes near the sea' },
  hotelsInTheMountains: { id: 'web.footer.groups.hotelsInTheMountains', defaultMessage: 'Hotels in the mountains' },
  homesInTheMountains: { id: 'web.footer.groups.homesInTheMountains', defaultMessage: 'Holiday homes in the mountains' },
  hotelsCityBreaks: { id: 'web.footer.groups.hotelsCityBreaks', defaultMessage: 'City breaks' },
  homesCityBreaks: { id: 'web.footer.groups.homesCityBreaks', defaultMessage: 'Holiday homes for a city break' },
  hotelsInCity: { id: 'web.footer.links.hotelsInCity', defaultMessage: 'Hotels in {city}' },
  homesInCity: { id: 'web.footer.links.homesInCity', defaultMessage: 'Holiday homes in {city}' },
  hotelsNearTheSeaInCity: { id: 'web.footer.links.hotelsNearTheSeaInCity', defaultMessage: 'Hotels near the beach in {city}' },
  homesNearTheSeaInCity: { id: 'web.footer.links.homesNearTheSeaInCity', defaultMessage: 'Holiday homes near the beach in {city}' },
});

const contactMessages = defineMessages<{ contact: { brand: string }; telephone: { telephone: string } }>({
  contact: { id: 'web.footer.contact', defaultMessage: 'Contact {brand}' },
  telephone: { id: 'web.footer.telephone', defaultMessage: 'Phone: {telephone}' },
});

const TITLES: Record<FooterLinkGroup['title'], Record<'hotel' | 'home', MessageDescriptor>> = {
  popularCities: { hotel: messages.hotelsPopularCities, home: messages.homesPopularCities },
  nearTheSea: { hotel: messages.hotelsNearTheSea, home: messages.homesNearTheSea },
  inTheMountains: { hotel: messages.hotelsInTheMountains, home: messages.homesInTheMountains },
  cityBreaks: { hotel: messages.hotelsCityBreaks, home: messages.homesCityBreaks },
};

const HEADINGS: Record<FooterLinkGroup['urls'][number]['heading'], Record<'hotel' | 'home', MessageDescriptor>> = {
  staysInCity: { hotel: messages.hotelsInCity, home: messages.homesInCity },
  staysNearTheSeaInCity: { hotel: messages.hotelsNearTheSeaInCity, home: messages.homesNearTheSeaInCity },
};

type FooterSite = Pick<SiteContext, 'brandId' | 'brandName' | 'defaultPropertyType' | 'locale'>;

/**
 * The part of the footer that changes with brand and country (accounts-commerce §3 "footerLinks"): the country's link
 * groups for the brand's kind of stay, each link to a city's listing, and the site's office (phone and postal address).
 */
export function CountryFooter({ site, countryCode }: { site: FooterSite; countryCode: string }) {
  const intl = useIntl();
  const country = countryByCode(countryCode);
  const kind = site.defaultPropertyType;
  const groups = (country?.footerLinks ?? []).filter((group) => group.propertyType === kind);
  const contact = siteContactFor(site.brandId, country?.code ?? countryCode);
  // Arabic markets name their cities in Arabic for a guest reading Arabic (accounts-commerce §3 "display_name").
  const cityName = (city: FooterCity) => (site.locale === 'ar' && city.displayName ? city.displayName : city.name);
  if (groups.length === 0 && !contact) return null;
  return (
    <div className={styles.country}>
      {groups.map((group, index) => {
        const id = `footer-group-${index}`;
        return (
          <section key={id} aria-labelledby={id} className={styles.group}>
            <h2 id={id} className={styles.title}>
              {intl.formatMessage(TITLES[group.title][kind])}
            </h2>
            <ul className={styles.links}>
              {group.urls.flatMap((url) =>
                url.cities.map((city) => (
                  <li key={`${url.pattern}-${city.slug}`}>
                    <Link to={footerLinkHref(url.pattern, city)}>{intl.formatMessage(HEADINGS[url.heading][kind], { city: cityName(city) })}</Link>
                  </li>
                )),
              )}
            </ul>
          </section>
        );
      })}
      {contact ? (
        <section aria-labelledby="footer-contact" className={styles.group}>
          <h2 id="footer-contact" className={styles.title}>
            {intl.formatMessage(contactMessages.contact, { brand: site.brandName })}
          </h2>
          <address className={styles.address}>
            <span>{site.brandName}</span>
            <span>{contact.address.streetAddress}</span>
            <span>
              {contact.address.postalCode} {contact.address.addressLocality}
            </span>
            <span>{intl.formatDisplayName(contact.address.addressCountry, { type: 'region' })}</span>
            <a href={`tel:${contact.telephone.replace(/\s/g, '')}`}>{intl.formatMessage(contactMessages.telephone, { telephone: contact.telephone })}</a>
          </address>
        </section>
      ) : null}
    </div>
  );
}
