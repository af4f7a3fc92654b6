import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountMessages } from '../messages';
import { refused, storyAccountApi } from '../testing/story-api';
import { withAccountFrame } from '../testing/story-frame';
import { EmailSignInForm } from './EmailSignInForm';

/** Any address and password: the API answers that they do not match. */
const meta: Meta<typeof EmailSignInForm> = {
  title: 'Account/EmailSignInForm',
  component: EmailSignInForm,
  decorators: [withAccountFrame],
  args: { api: storyAccountApi({ userSignIn: refused(401, 'INVALID_CREDENTIALS') }), onSignedIn: () => undefined, forgotPasswordHref: '/forgot-password' },
};
export default meta;
type Story = StoryObj<typeof EmailSignInForm>;

export const Empty: Story = {};
/** The server's answer to the form the browser posted: the address kept, the reason shown. */
export const WrongPassword: Story = {
  args: {
    plainPost: { action: '/login', tokenField: 'csrf', token: 'story', intent: 'email', email: 'asha@example.com', error: accountMessages.invalidCredentials },
  },
};
/** A travel agent's address on the guest login page. */
export const NotATravelAgent: Story = {
  args: {
    mode: 'travel_agent',
    plainPost: { action: '/login', tokenField: 'csrf', token: 'story', intent: 'email', email: 'asha@example.com', error: accountMessages.notATravelAgent },
  },
};
