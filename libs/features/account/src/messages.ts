import { defineMessages } from 'react-intl';

/** Every text of the sign-in, sign-up and account screens. */
export const accountMessages = defineMessages({
  signInTitle: { id: 'account.signin.title', defaultMessage: 'Sign in or create an account' },
  signUpTitle: { id: 'account.signup.title', defaultMessage: 'Create your account' },
  otpTitle: { id: 'account.otp.title', defaultMessage: 'Enter the code we sent' },
  phoneLabel: { id: 'account.phone.label', defaultMessage: 'Mobile number' },
  phoneHint: { id: 'account.phone.hint', defaultMessage: 'Enter mobile number' },
  countryCodeLabel: { id: 'account.phone.countryCode', defaultMessage: 'Country code' },
  sendOtp: { id: 'account.otp.send', defaultMessage: 'Send code' },
  otpLabel: { id: 'account.otp.label', defaultMessage: 'Code from the SMS' },
  resendOtp: { id: 'account.otp.resend', defaultMessage: 'Send a new code' },
  changePhone: { id: 'account.otp.changePhone', defaultMessage: 'Use another number' },
  verifyAndSignIn: { id: 'account.otp.signIn', defaultMessage: 'Sign in' },
  nameLabel: { id: 'account.signup.name', defaultMessage: 'Full name' },
  emailLabel: { id: 'account.email.label', defaultMessage: 'E-mail address' },
  passwordLabel: { id: 'account.password.label', defaultMessage: 'Password' },
  newPasswordLabel: { id: 'account.password.new', defaultMessage: 'New password (at least 8 characters)' },
  optionalPasswordHint: { id: 'account.signup.passwordHint', defaultMessage: 'Optional: lets you sign in with your e-mail address too.' },
  gdprConsent: { id: 'account.signup.gdpr', defaultMessage: 'I agree that my details are stored to manage my account and bookings.' },
  createAccount: { id: 'account.signup.submit', defaultMessage: 'Create account' },
  orEmail: { id: 'account.signin.orEmail', defaultMessage: 'Or sign in with your e-mail address' },
  signInWithEmail: { id: 'account.signin.email.submit', defaultMessage: 'Sign in with e-mail' },
  forgotPassword: { id: 'account.forgot.link', defaultMessage: 'Forgot your password?' },
  forgotTitle: { id: 'account.forgot.title', defaultMessage: 'Reset your password' },
  forgotSubmit: { id: 'account.forgot.submit', defaultMessage: 'Send me a reset link' },
  forgotSent: { id: 'account.forgot.sent', defaultMessage: 'If an account uses this address, a reset link is on its way. It works once, for 30 minutes.' },
  resetTitle: { id: 'account.reset.title', defaultMessage: 'Choose a new password' },
  resetSubmit: { id: 'account.reset.submit', defaultMessage: 'Save new password' },
  resetDone: { id: 'account.reset.done', defaultMessage: 'Your password is changed. Sign in with it now.' },
  socialTitle: { id: 'account.social.title', defaultMessage: 'Or continue with' },
  socialFinishing: { id: 'account.social.finishing', defaultMessage: 'Signing you in…' },
  incorrectOtp: { id: 'account.error.incorrectOtp', defaultMessage: 'Incorrect OTP' },
  serverError: { id: 'account.error.server', defaultMessage: 'Something went wrong. Please try again.' },
  invalidPhone: { id: 'account.error.phone', defaultMessage: 'Enter a valid mobile number.' },
  invalidEmail: { id: 'account.error.email', defaultMessage: 'Enter a valid e-mail address.' },
  invalidName: { id: 'account.error.name', defaultMessage: 'Enter your name using letters and spaces only.' },
  passwordTooShort: { id: 'account.error.passwordShort', defaultMessage: 'The password needs at least 8 characters.' },
  invalidCredentials: { id: 'account.error.credentials', defaultMessage: 'The e-mail address or the password is not right.' },
  rateLimited: { id: 'account.error.rateLimited', defaultMessage: 'Too many attempts. Please wait a few minutes and try again.' },
  userExists: { id: 'account.error.userExists', defaultMessage: 'An account with these details exists. Sign in instead.' },
  userNotFound: { id: 'account.error.userNotFound', defaultMessage: 'There is no account with this mobile number yet.' },
  linkInvalid: { id: 'account.error.linkInvalid', defaultMessage: 'This link has expired or was already used. Ask for a new one.' },
  accountTitle: { id: 'account.details.title', defaultMessage: 'Your account' },
  profileSaved: { id: 'account.details.saved', defaultMessage: 'Your details are saved.' },
  saveProfile: { id: 'account.details.save', defaultMessage: 'Save details' },
  cityLabel: { id: 'account.details.city', defaultMessage: 'City' },
  emailUnverified: { id: 'account.details.emailUnverified', defaultMessage: 'Not verified yet: open the link we e-mailed you.' },
  emailVerified: { id: 'account.details.emailVerified', defaultMessage: 'Your e-mail address is verified.' },
  signOut: { id: 'account.menu.signOut', defaultMessage: 'Sign out' },
  myAccount: { id: 'account.menu.myAccount', defaultMessage: 'My account' },
  deleteTitle: { id: 'account.delete.title', defaultMessage: 'Delete account' },
  deleteExplain: { id: 'account.delete.explain', defaultMessage: 'Your name, phone, e-mail and address are erased and you are signed out on every device. This cannot be undone.' },
  deleteConfirm: { id: 'account.delete.confirm', defaultMessage: 'Delete my account' },
  travelAgentTitle: { id: 'account.entry.travelAgent', defaultMessage: 'Travel agent login' },
  businessTitle: { id: 'account.entry.business', defaultMessage: 'Business login' },
  signInRequired: { id: 'account.details.signInRequired', defaultMessage: 'Sign in to see your account.' },
});

/** The texts with placeholders, typed so each call passes its values. */
export const accountValueMessages = defineMessages<{
  otpSentTo: { phone: string; minutes: number };
  signedInAs: { name: string };
  socialContinue: { provider: string };
  pageTitle: { brand: string };
}>({
  otpSentTo: { id: 'account.otp.sentTo', defaultMessage: 'We sent a code to {phone}. It is valid for {minutes} minutes.' },
  signedInAs: { id: 'account.menu.signedInAs', defaultMessage: 'Signed in as {name}' },
  socialContinue: { id: 'account.social.continue', defaultMessage: 'Continue with {provider}' },
  pageTitle: { id: 'account.page.title', defaultMessage: 'Sign in | {brand}' },
});
