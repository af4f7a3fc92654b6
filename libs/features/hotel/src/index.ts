export { HotelPageView } from './components/hotel-page/HotelPageView';
export type { HotelPageData } from './components/hotel-page/hotel-page-data';
export { pageHref } from './utils/page-url';
export { TrustAndSafety } from './components/trust/TrustAndSafety';
