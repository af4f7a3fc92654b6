import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountMessages } from '../messages';
import { storyAccountApi } from '../testing/story-api';
import { withAccountFrame } from '../testing/story-frame';
import { loginOptions, otpSent } from '../testing/story-fixtures';
import { SignInPanel } from './SignInPanel';

const meta: Meta<typeof SignInPanel> = {
  title: 'Account/SignInPanel',
  component: SignInPanel,
  decorators: [withAccountFrame],
  args: {
    api: storyAccountApi({ loginOptions: { status: 200, body: loginOptions }, generateByPhone: { status: 200, body: otpSent(true) } }),
    defaultCountryCode: '+91',
    onSignedIn: () => undefined,
    forgotPasswordHref: '/forgot-password',
  },
};
export default meta;
type Story = StoryObj<typeof SignInPanel>;

/** Every way in: phone and SMS code, e-mail and password, Google and Apple. */
export const EveryWayIn: Story = {};
/** A site that offers no social sign-in (Dunelight Homes). */
export const WithoutSocialProviders: Story = {
  args: {
    defaultCountryCode: '+31',
    api: storyAccountApi({ loginOptions: { status: 200, body: { options: [] } }, generateByPhone: { status: 200, body: otpSent(true, '+31*****5678') } }),
  },
};
/** The e-mail form the browser posted before the page was ready came back refused. */
export const EmailRefused: Story = {
  args: {
    plainPost: { action: '/login', tokenField: 'csrf', token: 'story', intent: 'email', email: 'asha@example.com', error: accountMessages.invalidCredentials },
  },
};
