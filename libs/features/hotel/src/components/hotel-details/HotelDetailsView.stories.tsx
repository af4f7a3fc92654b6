import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { hotelDetails } from '../../testing/hotel-fixture';
import { HotelDetailsView } from './HotelDetailsView';

const meta: Meta<typeof HotelDetailsView> = {
  title: 'Hotel/HotelDetailsView',
  component: HotelDetailsView,
  decorators: [
    (Story) => (
      <AppIntlProvider locale="en-IN" messages={{}}>
        <MemoryRouter>
          <div data-theme="nivaas" style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
            <Story />
          </div>
        </MemoryRouter>
      </AppIntlProvider>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HotelDetailsView>;

export const WithSoldOutCategory: Story = { args: { hotel: hotelDetails(), changeSearchHref: '/hotels-in-mumbai' } };
