import { Link } from 'react-router';
import { Logo } from '@stays/ui';
import type { SiteContext } from '../site/site-context';

/** The brand's wordmark, linking home; its accessible name is the brand's name. */
export function BrandLogoLink({ site }: { site: Pick<SiteContext, 'themeId' | 'brandName'> }) {
  return (
    <Link to="/">
      <Logo theme={site.themeId} name={site.brandName} />
    </Link>
  );
}
