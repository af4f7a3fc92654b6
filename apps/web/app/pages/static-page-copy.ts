import type { MessageDescriptor } from 'react-intl';
import type { SiteContext } from '../site/site-context';

/** The copy every static page has: its title and a lead sentence per kind of property the brand sells. */
export interface StaticPageCopy {
  pageTitle: MessageDescriptor;
  leadHotels: MessageDescriptor;
  leadHomes: MessageDescriptor;
}

/** The lead sentence for the brand's kind of property (hotels for Nivaas, homes for Dunelight). */
export function staticPageLead(site: Pick<SiteContext, 'defaultPropertyType'>, copy: StaticPageCopy): MessageDescriptor {
  return site.defaultPropertyType === 'home' ? copy.leadHomes : copy.leadHotels;
}
