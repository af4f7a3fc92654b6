export { robotsTxt } from './robots';
export { sitemapIndexXml, splitSitemap, urlsetXml, type SitemapUrl } from './sitemap-xml';
export { pageAlternates } from './hreflang';
export { cityPagePaths, dealPagePath, hotelPagePath, sitemapScope, staticPagePaths, type SitemapScope } from './site-pages';
export { citySeo, countryHomeSeo, hotelSeo, localitySeo, type SeoTexts } from './seo-content';
