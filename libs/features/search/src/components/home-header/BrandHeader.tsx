import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SiteHeader } from '@stays/ui';
import { useSearchConfig } from '../../config/search-config';
import { HeaderLinks, headerLinkMessages } from './header-links';

/** The site header with the brand's logo; its links are hidden in microsite mode. */
export function BrandHeader({ logo, variant = 'solid' }: { logo: ReactNode; variant?: 'solid' | 'overlay' }) {
  const intl = useIntl();
  const { micrositeMode } = useSearchConfig();
  return (
    <SiteHeader
      logo={logo}
      variant={variant}
      navigation={micrositeMode ? undefined : <HeaderLinks />}
      navigationLabel={intl.formatMessage(headerLinkMessages.navigation)}
    />
  );
}
