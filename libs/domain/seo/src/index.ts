export { DISALLOWED_PATHS, robotsTxt } from './robots';
export { SITEMAP_LIMITS, escapeXml, sitemapIndexXml, splitSitemap, urlsetXml, type Alternate, type SitemapRef, type SitemapUrl } from './sitemap-xml';
export { hreflangOf, pageAlternates, siblingSites, type RequestOrigin } from './hreflang';
export { cityPagePaths, countryPrefix, dealPagePath, hotelPagePath, sitemapScope, staticPagePaths, type CityPages, type SitemapScope } from './site-pages';
