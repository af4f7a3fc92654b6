import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountMessages } from '../messages';
import { storyAccountApi } from '../testing/story-api';
import { withAccountFrame } from '../testing/story-frame';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta: Meta<typeof ResetPasswordForm> = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [withAccountFrame],
  args: {
    api: storyAccountApi({ resetPassword: { status: 200, body: { ok: true } } }),
    token: 'story-reset-token',
    email: 'asha@example.com',
    signInHref: '/login',
  },
};
export default meta;
type Story = StoryObj<typeof ResetPasswordForm>;

export const NewPassword: Story = {};
export const TooShort: Story = { args: { posted: { done: false, error: accountMessages.passwordTooShort } } };
/** The link was used or is older than 30 minutes. */
export const LinkExpired: Story = { args: { posted: { done: false, error: accountMessages.linkInvalid } } };
export const Changed: Story = { args: { posted: { done: true } } };
