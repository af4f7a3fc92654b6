// Helpers for the component catalogue's stories (apps/catalogue); never imported by the site.
export { CatalogueBrandProvider, useCatalogueBrand } from './catalogue-brand';
export { BrandLogo } from './BrandLogo';
export { modalDialogParameters } from './single-view';
