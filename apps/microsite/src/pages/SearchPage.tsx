import { HomeHeader } from '@stays/feature-search';
import { Logo } from '@stays/ui';
import { useMicrosite } from '../app/microsite-context';

/** The microsite's start: the same search header as the site's home, without what microsite mode hides. */
export function SearchPage() {
  const { settings } = useMicrosite();
  return (
    <main>
      <HomeHeader logo={<Logo theme={settings.brand.themeId} name={settings.brand.name} />} />
    </main>
  );
}
