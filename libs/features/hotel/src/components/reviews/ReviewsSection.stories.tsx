import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviews } from '../../testing/page-fixture';
import { withHotelFrame } from '../../testing/story-frame';
import { noReviews } from '../../testing/story-fixtures';
import { ReviewsSection } from './ReviewsSection';

const meta: Meta<typeof ReviewsSection> = {
  title: 'Hotel/ReviewsSection',
  component: ReviewsSection,
  decorators: [withHotelFrame()],
  args: { reviews: reviews(), allReviewsHref: '/1234/?modal=hotelReviews', ratingPopUpHref: '/1234/?modal=hotelReviewsPopUp' },
};
export default meta;
type Story = StoryObj<typeof ReviewsSection>;

/** The rating, its breakdown by stars, and the latest reviews from our guests and from Google. */
export const WithReviews: Story = {};
export const NoReviewsYet: Story = { args: { reviews: noReviews } };
