import type { Meta, StoryObj } from '@storybook/react-vite';
import { modalDialogParameters } from '@stays/ui/storybook';
import { booking } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { CancellationConfirmDialog } from './CancellationConfirmDialog';

const meta: Meta<typeof CancellationConfirmDialog> = {
  title: 'Booking/CancellationConfirmDialog',
  component: CancellationConfirmDialog,
  parameters: modalDialogParameters,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { booking: booking(), reason: '1', action: '#', keepHref: '#', onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof CancellationConfirmDialog>;

export const FreeCancellation: Story = { args: { estimate: { chargeMinor: 0, refundMinor: 0, freeUntil: '2030-05-01T03:30:00.000Z' } } };
export const FirstNightCharged: Story = { args: { estimate: { chargeMinor: 220_000, refundMinor: 272_800, freeUntil: null } } };
