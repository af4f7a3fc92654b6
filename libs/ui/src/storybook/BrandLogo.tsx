import { Logo } from '../components/logo/Logo';
import { useCatalogueBrand } from './catalogue-brand';

/** The logo of the brand the story is drawn in, linked home as the site's headers link it. */
export function BrandLogo() {
  const brand = useCatalogueBrand();
  return (
    <a href="/">
      <Logo theme={brand.theme} name={brand.name} />
    </a>
  );
}
