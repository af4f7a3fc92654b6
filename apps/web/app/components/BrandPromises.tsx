import { defineMessages, useIntl } from 'react-intl';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Headset from 'lucide-react/icons/headset';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import { Icon, useStayWords } from '@stays/ui';
import styles from './BrandPromises.module.css';
import { HomeSection } from './HomeSection';

const hotelWords = defineMessages<{
  title: { brand: string };
  pricesTitle: Record<never, never>;
  pricesBody: Record<never, never>;
  tapsTitle: Record<never, never>;
  tapsBody: Record<never, never>;
  helpTitle: Record<never, never>;
  helpBody: Record<never, never>;
}>({
  title: { id: 'web.promises.title', defaultMessage: 'Why book with {brand}' },
  pricesTitle: { id: 'web.promises.prices.title', defaultMessage: 'Clear prices' },
  pricesBody: { id: 'web.promises.prices.body', defaultMessage: 'See the price per night and the total for your stay before you choose.' },
  tapsTitle: { id: 'web.promises.taps.title', defaultMessage: 'Book in 3 taps' },
  tapsBody: { id: 'web.promises.taps.body', defaultMessage: 'Pick a destination and dates, choose a room, and you are on your way.' },
  helpTitle: { id: 'web.promises.help.title', defaultMessage: 'Real rooms, real availability' },
  helpBody: { id: 'web.promises.help.body', defaultMessage: 'We only show places with rooms free for every night of your stay.' },
});

const homeWords = defineMessages<{ tapsBody: Record<never, never>; helpTitle: Record<never, never>; helpBody: Record<never, never> }>({
  tapsBody: { id: 'web.promises.taps.body.homes', defaultMessage: 'Pick a destination and dates, choose a home, and you are on your way.' },
  helpTitle: { id: 'web.promises.help.title.homes', defaultMessage: 'Real homes, real availability' },
  helpBody: { id: 'web.promises.help.body.homes', defaultMessage: 'We only show homes that are free for every night of your stay.' },
});

export function BrandPromises({ brandName, strip = false }: { brandName: string; strip?: boolean }) {
  const intl = useIntl();
  const messages = useStayWords(hotelWords, homeWords);
  const promises = [
    { icon: BadgeCheck, title: messages.pricesTitle, body: messages.pricesBody },
    { icon: MousePointerClick, title: messages.tapsTitle, body: messages.tapsBody },
    { icon: Headset, title: messages.helpTitle, body: messages.helpBody },
  ];
  if (strip) {
    // The new home's strip: the promises in one line right under the search, each its icon and title.
    return (
      <ul className={styles.strip} aria-label={intl.formatMessage(messages.title, { brand: brandName })}>
        {promises.map((promise) => (
          <li key={promise.title.id} className={styles.stripItem}>
            <Icon icon={promise.icon} size={20} />
            <span>{intl.formatMessage(promise.title)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <HomeSection id="brand-promises" title={intl.formatMessage(messages.title, { brand: brandName })} columnWidth="15rem" stretch>
      {promises.map((promise) => (
        <li key={promise.title.id} className={styles.item}>
          <span className={styles.icon}>
            <Icon icon={promise.icon} size={28} />
          </span>
          <h3 className={styles.itemTitle}>{intl.formatMessage(promise.title)}</h3>
          <p className={styles.body}>{intl.formatMessage(promise.body)}</p>
        </li>
      ))}
    </HomeSection>
  );
}
