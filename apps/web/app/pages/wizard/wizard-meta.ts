import { createIntl, createIntlCache, type MessageDescriptor } from 'react-intl';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../../site/site-context';

const cache = createIntlCache();

/** A wizard page's title (and description) in the guest's language; the profile is never indexed. */
export function wizardPageMeta(
  matches: readonly { id: string; loaderData?: unknown }[],
  title: MessageDescriptor,
  description: MessageDescriptor | null,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.loaderData as RootData | undefined;
  const intl = createIntl({ locale: root?.site.locale ?? 'en', defaultLocale: 'en', messages: root?.messages ?? {}, onError: () => undefined }, cache);
  const brand = root?.site.brandName ?? '';
  return [
    { title: intl.formatMessage(title, { brand }) },
    ...(description ? [{ name: 'description', content: intl.formatMessage(description, { brand }) }] : [{ name: 'robots', content: 'noindex, nofollow' }]),
  ];
}
