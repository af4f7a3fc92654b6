import type { Meta, StoryObj } from '@storybook/react-vite';
import { canalHouse, shortlistedProperty } from '../testing/properties';
import { useCatalogueBrand } from '@stays/ui/storybook';
import { StoryFrame } from '../testing/story-frame';
import { SharedWishlistView, type SharedWishlistViewProps } from './SharedWishlistView';

/** The shared list as the brand it is drawn in names itself. */
function OfTheBrand(props: Omit<SharedWishlistViewProps, 'brandName'>) {
  return <SharedWishlistView {...props} brandName={useCatalogueBrand().name} />;
}

const meta: Meta<typeof SharedWishlistView> = {
  title: 'Wishlist/SharedWishlistView',
  component: SharedWishlistView,
  args: { hotelHref: (property) => `/${property.id}/`, searchHref: '/' },
  render: (args) => <OfTheBrand {...args} />,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SharedWishlistView>;

const shared = (hotels: ReturnType<typeof shortlistedProperty>[]) => ({
  data: { hotels, count: hotels.length },
  code_data: { code: 'abcdefghijklmnopqrstuvwx', path: '/wishlist/abcdefghijklmnopqrstuvwx' },
});

export const WithStays: Story = {
  args: { reply: shared([canalHouse, shortlistedProperty({ id: 105, name: 'Villa Verde', city: 'Florence', country_name: 'Italy', country_id: 101 })]) },
};
export const Empty: Story = { args: { reply: shared([]) } };
export const LinkNoLongerWorks: Story = { args: { reply: null } };
