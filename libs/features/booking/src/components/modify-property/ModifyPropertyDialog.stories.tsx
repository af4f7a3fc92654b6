import type { Meta, StoryObj } from '@storybook/react-vite';
import { modalDialogParameters } from '@stays/ui/storybook';
import { booking } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { ModifyPropertyDialog } from './ModifyPropertyDialog';

const meta: Meta<typeof ModifyPropertyDialog> = {
  title: 'Booking/ModifyPropertyDialog',
  component: ModifyPropertyDialog,
  parameters: modalDialogParameters,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { booking: booking(), listingHref: '#', keepHref: '#', onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ModifyPropertyDialog>;

export const Open: Story = {};
