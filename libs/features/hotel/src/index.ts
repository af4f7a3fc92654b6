export { HotelDetailsView, type HotelDetailsViewProps } from './components/hotel-details/HotelDetailsView';
export { HotelTitleBlock, type HotelTitleBlockProps } from './components/title-block/HotelTitleBlock';
export { HotelGallery } from './components/gallery/HotelGallery';
export { AmenityList } from './components/amenities/AmenityList';
export { RoomCategoryList, type RoomCategoryListProps } from './components/room-categories/RoomCategoryList';
export { RoomCategoryCard, type RoomCategoryCardProps } from './components/room-categories/RoomCategoryCard';
export { StaySummary, type StaySummaryProps } from './components/stay-summary/StaySummary';
export { AboutHotel } from './components/about/AboutHotel';
