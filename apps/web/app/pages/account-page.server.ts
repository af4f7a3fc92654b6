import type { MessageDescriptor } from 'react-intl';
import { countryByCode, DEFAULT_DIAL_CODE } from '@stays/brand-config';
import { serverIntl } from '../site/intl.server';
import { resolveSiteContext } from '../site/site-context.server';

/** Title of an account page (never indexed) and the dial code its phone field starts with. */
export async function accountPageData(request: Request, title: MessageDescriptor) {
  const site = resolveSiteContext(request);
  const intl = await serverIntl(site.locale);
  const query = new URL(request.url).searchParams;
  return {
    title: `${intl.formatMessage(title)} | ${site.brandName}`,
    dialCode: countryByCode(site.countryCode)?.dialCode ?? DEFAULT_DIAL_CODE,
    query: Object.fromEntries(query.entries()) as Record<string, string>,
  };
}
