import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const wizardMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  plusTitle: NoValues;
  plusSubtitle: NoValues;
  benefitWallet: { amount: string };
  benefitDiscount: { percent: number };
  planTerm: { months: number };
  join: { plan: string };
  renew: { plan: string };
  upgrade: { plan: string };
  signInToJoin: NoValues;
  howItWorks: NoValues;
  memberUntil: { date: string };
  seeMembership: NoValues;
  paymentFailed: NoValues;
  notAvailable: NoValues;
  paymentTitle: { plan: string };
  price: NoValues;
  coupon: NoValues;
  applyCoupon: NoValues;
  couponApplied: { code: string; amount: string };
  useWallet: { amount: string };
  pay: { amount: string };
  videoStepPay: NoValues;
  videoStepWallet: { amount: string };
  videoStepSave: { percent: number };
  seoTitle: { brand: string };
  seoDescription: { brand: string };
}>({
  title: { id: 'wizard.landing.title', defaultMessage: 'Wizard membership' },
  subtitle: { id: 'wizard.landing.subtitle', defaultMessage: 'Member prices on every stay, and wallet money the day you join.' },
  plusTitle: { id: 'wizard.landing.plusTitle', defaultMessage: 'Wizard Plus: two years of member prices' },
  plusSubtitle: { id: 'wizard.landing.plusSubtitle', defaultMessage: 'Join once and save on every stay for two years.' },
  benefitWallet: { id: 'wizard.landing.benefitWallet', defaultMessage: '{amount} wallet money credited when you join' },
  benefitDiscount: { id: 'wizard.landing.benefitDiscount', defaultMessage: 'Up to {percent}% off your next booking' },
  planTerm: { id: 'wizard.landing.planTerm', defaultMessage: '{months} months' },
  join: { id: 'wizard.landing.join', defaultMessage: 'Join {plan}' },
  renew: { id: 'wizard.landing.renew', defaultMessage: 'Renew {plan}' },
  upgrade: { id: 'wizard.landing.upgrade', defaultMessage: 'Upgrade to {plan}' },
  signInToJoin: { id: 'wizard.landing.signInToJoin', defaultMessage: 'Sign in to join' },
  howItWorks: { id: 'wizard.landing.howItWorks', defaultMessage: 'How wizard works' },
  memberUntil: { id: 'wizard.landing.memberUntil', defaultMessage: 'You are a member until {date}.' },
  seeMembership: { id: 'wizard.landing.seeMembership', defaultMessage: 'See your membership' },
  paymentFailed: {
    id: 'wizard.landing.paymentFailed',
    defaultMessage: 'Your payment did not go through. Nothing was charged and you are not a member yet. Please try again.',
  },
  notAvailable: { id: 'wizard.landing.notAvailable', defaultMessage: 'This plan is not available with your current membership.' },
  paymentTitle: { id: 'wizard.payment.title', defaultMessage: 'Pay for {plan}' },
  price: { id: 'wizard.payment.price', defaultMessage: 'Price' },
  coupon: { id: 'wizard.payment.coupon', defaultMessage: 'Coupon code' },
  applyCoupon: { id: 'wizard.payment.applyCoupon', defaultMessage: 'Apply' },
  couponApplied: { id: 'wizard.payment.couponApplied', defaultMessage: 'Coupon {code}: {amount} off' },
  useWallet: { id: 'wizard.payment.useWallet', defaultMessage: 'Use {amount} of your wallet money' },
  pay: { id: 'wizard.payment.pay', defaultMessage: 'Pay {amount}' },
  videoStepPay: { id: 'wizard.video.stepPay', defaultMessage: 'Choose a plan and pay securely.' },
  videoStepWallet: { id: 'wizard.video.stepWallet', defaultMessage: '{amount} wallet money lands in your wallet.' },
  videoStepSave: { id: 'wizard.video.stepSave', defaultMessage: 'Book at member prices: up to {percent}% off.' },
  seoTitle: { id: 'wizard.seo.title', defaultMessage: 'Wizard membership | {brand}' },
  seoDescription: { id: 'wizard.seo.description', defaultMessage: 'Join wizard on {brand}: member prices on every stay and wallet money when you join.' },
});

export const wizardProfileMessages = defineMessages<{
  title: NoValues;
  active: { plan: string };
  pending: NoValues;
  notMember: NoValues;
  start: NoValues;
  end: NoValues;
  saved: NoValues;
  bookings: NoValues;
  homeHotel: NoValues;
  noHomeHotel: NoValues;
  chooseHome: NoValues;
  saveHome: NoValues;
  homeSaved: NoValues;
  welcome: { amount: string };
  seePlans: NoValues;
  seoTitle: { brand: string };
}>({
  title: { id: 'wizard.profile.title', defaultMessage: 'Your wizard membership' },
  active: { id: 'wizard.profile.active', defaultMessage: 'Active member: {plan}' },
  pending: { id: 'wizard.profile.pending', defaultMessage: 'Your bank has not confirmed your payment yet. Your membership starts as soon as it does.' },
  notMember: { id: 'wizard.profile.notMember', defaultMessage: 'You are not a wizard member.' },
  start: { id: 'wizard.profile.start', defaultMessage: 'Member since' },
  end: { id: 'wizard.profile.end', defaultMessage: 'Membership ends' },
  saved: { id: 'wizard.profile.saved', defaultMessage: 'Amount saved' },
  bookings: { id: 'wizard.profile.bookings', defaultMessage: 'Bookings at member prices' },
  homeHotel: { id: 'wizard.profile.homeHotel', defaultMessage: 'Home hotel' },
  noHomeHotel: { id: 'wizard.profile.noHomeHotel', defaultMessage: 'Not chosen yet' },
  chooseHome: { id: 'wizard.profile.chooseHome', defaultMessage: 'Choose your home hotel' },
  saveHome: { id: 'wizard.profile.saveHome', defaultMessage: 'Save home hotel' },
  homeSaved: { id: 'wizard.profile.homeSaved', defaultMessage: 'Your home hotel is saved.' },
  welcome: { id: 'wizard.profile.welcome', defaultMessage: 'Welcome to wizard! {amount} wallet money has been added to your wallet.' },
  seePlans: { id: 'wizard.profile.seePlans', defaultMessage: 'See the plans' },
  seoTitle: { id: 'wizard.profile.seoTitle', defaultMessage: 'Wizard profile | {brand}' },
});
