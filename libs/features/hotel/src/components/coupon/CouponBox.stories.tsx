import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHotelApi } from '../../testing/story-api';
import { withHotelFrame } from '../../testing/story-frame';
import { CouponBox } from './CouponBox';

/** Try WELCOME10 (applies) or any other code (refused, as the server refuses it). */
const meta: Meta<typeof CouponBox> = {
  title: 'Hotel/CouponBox',
  component: CouponBox,
  decorators: [withHotelFrame(360)],
  args: {
    api: storyHotelApi,
    csrfToken: 'story-csrf',
    signInHref: '/login',
    currency: 'INR',
    initialCode: null,
    stay: { hotel_id: 1234, room_category_id: 1, checkin: '2030-05-01', checkout: '2030-05-03', rooms_config: '1,2,0,0,0' },
  },
};
export default meta;
type Story = StoryObj<typeof CouponBox>;

/** Coupons are for signed-in guests. */
export const SignedOut: Story = { args: { csrfToken: null } };
export const SignedIn: Story = {};
/** Arrived with ?coupon=WELCOME10: checked, then the price after the coupon. */
export const Applied: Story = { args: { initialCode: 'WELCOME10' } };
export const Refused: Story = { args: { initialCode: 'MONSOON25' } };
