import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyAccountApi } from '../testing/story-api';
import { withAccountFrame } from '../testing/story-frame';
import { ashaProfile, signedIn } from '../testing/story-fixtures';
import { AccountDetails } from './AccountDetails';

const profile = (reply: unknown) => storyAccountApi({ userProfile: { status: 200, body: reply } });

const meta: Meta<typeof AccountDetails> = {
  title: 'Account/AccountDetails',
  component: AccountDetails,
  decorators: [withAccountFrame],
  args: { api: profile(signedIn()), loginHref: '/login?retUrl=%2Faccountdetails' },
};
export default meta;
type Story = StoryObj<typeof AccountDetails>;

/** The profile: details, sign-out and deleting the account. */
export const SignedIn: Story = {};
export const EmailNotVerified: Story = {
  args: {
    api: profile(signedIn({ ...ashaProfile, userStatus: 'UNVERIFIED', verificationInfo: { phoneVerified: true, emailVerified: false, step: 'verify' } })),
  },
};
/** Signed in by phone without an e-mail address: the link step asks for one and its code. */
export const AddEmail: Story = {
  args: {
    api: profile(
      signedIn({ ...ashaProfile, emailId: null, hasPassword: false, verificationInfo: { phoneVerified: true, emailVerified: false, step: 'link' } }),
    ),
  },
};
/** A Dunelight Homes guest in the Netherlands, with their postal address. */
export const WithAddress: Story = {
  args: {
    defaultCountryCode: '+31',
    api: profile(
      signedIn({
        ...ashaProfile,
        userId: 12,
        emailId: 'femke@example.nl',
        firstName: 'Femke',
        lastName: 'de Vries',
        name: 'Femke de Vries',
        phoneNumber: '612345678',
        countryCode: '+31',
        street: 'Prinsengracht',
        houseNumber: '112',
        postalCode: '1015 EA',
        city: 'Amsterdam',
        countryName: 'Netherlands',
      }),
    ),
  },
};
export const TravelAgent: Story = { args: { api: profile(signedIn({ ...ashaProfile, accountType: 'travel_agent', roles: ['travel_agent'] })) } };
export const SignedOut: Story = { args: { api: profile({ isLoggedIn: false, user: null, csrf_token: null }) } };
