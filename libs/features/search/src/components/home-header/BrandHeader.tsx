import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SiteHeader } from '@stays/ui';
import { useSearchConfig } from '../../config/search-config';
import { HeaderLinks, headerLinkMessages } from './header-links';

export interface BrandHeaderProps {
  logo: ReactNode;
  variant?: 'solid' | 'overlay';
  /** The account entry in the links ('Login' when absent). */
  account?: ReactNode;
  /** The account entry is the signed-in menu, which lists About us and Partner with us for a phone's header row. */
  accountMenuOnPhone?: boolean;
}

/** The site header with the brand's logo; its links are hidden in microsite mode. */
export function BrandHeader({ logo, variant = 'solid', account, accountMenuOnPhone = false }: BrandHeaderProps) {
  const intl = useIntl();
  const { micrositeMode } = useSearchConfig();
  return (
    <SiteHeader
      logo={logo}
      variant={variant}
      navigation={micrositeMode ? undefined : <HeaderLinks account={account} accountMenuOnPhone={accountMenuOnPhone} />}
      navigationLabel={intl.formatMessage(headerLinkMessages.navigation)}
    />
  );
}
