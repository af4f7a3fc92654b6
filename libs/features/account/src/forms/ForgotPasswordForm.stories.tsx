import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountMessages } from '../messages';
import { storyAccountApi } from '../testing/story-api';
import { withAccountFrame } from '../testing/story-frame';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta: Meta<typeof ForgotPasswordForm> = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [withAccountFrame],
  args: { api: storyAccountApi({ forgotPassword: { status: 200, body: { ok: true } } }) },
};
export default meta;
type Story = StoryObj<typeof ForgotPasswordForm>;

export const Empty: Story = {};
/** The same answer whether the address has an account or not. */
export const LinkSent: Story = { args: { posted: { done: true } } };
export const TooManyAttempts: Story = { args: { posted: { done: false, error: accountMessages.rateLimited } } };
export const InvalidAddress: Story = { args: { posted: { done: false, error: accountMessages.invalidEmail } } };
