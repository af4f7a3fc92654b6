import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { accountMessages } from '../messages';
import { refused, storyAccountApi } from '../testing/story-api';
import { withAccountFrame } from '../testing/story-frame';
import { ashaProfile, indiaOnboarding, netherlandsOnboarding, otpSent } from '../testing/story-fixtures';
import { PhoneOtpForm } from './PhoneOtpForm';

/** Types the number into every drawing of the form, asks for the code, and waits for the code field. */
async function askForCode(canvasElement: HTMLElement, phone = '9876543210') {
  const fields = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="phone"]')];
  for (const field of fields) {
    await userEvent.type(field, phone);
    field.form?.requestSubmit();
  }
  await waitFor(() => expect(canvasElement.querySelectorAll('input[name="otp"]')).toHaveLength(fields.length));
}

/** A known number: its SMS code signs in. */
const knownNumber = storyAccountApi({
  generateByPhone: { status: 200, body: otpSent(true) },
  generateotp: { status: 200, body: otpSent(true) },
  userSignIn: { status: 200, body: { user: ashaProfile, csrf_token: 'story-csrf' } },
});

const meta: Meta<typeof PhoneOtpForm> = {
  title: 'Account/PhoneOtpForm',
  component: PhoneOtpForm,
  decorators: [withAccountFrame],
  args: { api: knownNumber, defaultCountryCode: '+91', onSignedIn: () => undefined },
};
export default meta;
type Story = StoryObj<typeof PhoneOtpForm>;

export const PhoneNumber: Story = {};
/** The browser posted the form before the page was ready and the server refused it: its reason above the button. */
export const TooManyAttempts: Story = {
  args: { plainPost: { action: '/login', tokenField: 'csrf', token: 'story', intent: 'phone', error: accountMessages.rateLimited } },
};
/** A known number: the code step of sign-in (played: the number is typed and the code asked for). */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
  },
};
/** A wrong code: "Incorrect OTP" (played). */
export const IncorrectCode: Story = {
  args: { api: storyAccountApi({ generateByPhone: { status: 200, body: otpSent(true) }, userSignIn: refused(400, '54', 'invalid otp') }) },
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    const codes = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="otp"]')];
    for (const code of codes) {
      await userEvent.type(code, '123456');
      code.form?.requestSubmit();
    }
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="alert"]')).toHaveLength(codes.length));
  },
};
/** A new number: the sign-up step India asks (name, optional e-mail and password), played. */
export const NewNumberSignUp: Story = {
  args: { api: storyAccountApi({ generateByPhone: { status: 200, body: otpSent(false) }, onboarding: { status: 200, body: indiaOnboarding } }) },
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
  },
};
/** Dunelight Homes in the Netherlands: sign-up asks the postal address and consent too (played). */
export const NewNumberInTheNetherlands: Story = {
  args: {
    defaultCountryCode: '+31',
    countryIsoCode: 'NL',
    askAddress: true,
    api: storyAccountApi({ generateByPhone: { status: 200, body: otpSent(false, '+31*****5678') }, onboarding: { status: 200, body: netherlandsOnboarding } }),
  },
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement, '612345678');
  },
};
