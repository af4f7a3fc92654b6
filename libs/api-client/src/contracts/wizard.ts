import { z } from 'zod';
import { currencyCodeSchema, idSchema, minorUnitsSchema } from './common';
import { sitePathSchema } from './site-path';

/** The two plans: wizard and wizard plus (accounts-commerce §1 "a paid membership called wizard (also wizard plus)"). */
export const wizardPlanIdSchema = z.enum(['wizard', 'wizard_plus']);
export type WizardPlanId = z.infer<typeof wizardPlanIdSchema>;

/** purchase: a guest who is not a member now; renew: one more term after the current one; upgrade: wizard → wizard plus. */
export const wizardActionSchema = z.enum(['purchase', 'renew', 'upgrade']);
export type WizardAction = z.infer<typeof wizardActionSchema>;

/** A coupon code as a guest types it (any case, trimmed). */
const wizardCouponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code')
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has letters and digits only');

export const wizardPlanSchema = z.object({
  plan_id: wizardPlanIdSchema,
  name: z.string(),
  /** The term one payment buys, in months. */
  duration_months: z.number().int().positive(),
  price: minorUnitsSchema,
  currency_code: currencyCodeSchema,
  /** The most a member saves on a stay, in percent (accounts-commerce §9 "up to 10% off"). */
  discount_percent_up_to: z.number().int().min(0).max(100),
  /** Wallet money credited once when the purchase or renewal is paid (accounts-commerce §9: 500). */
  wallet_credit: minorUnitsSchema,
});
export type WizardPlan = z.infer<typeof wizardPlanSchema>;

/** One of the wizardSuccessBenefits of the country config (title, subtitle, icon_code). */
export const wizardBenefitSchema = z.object({
  icon_code: z.enum(['wallet', 'discount']),
  title: z.string(),
  subtitle: z.string(),
  amount: minorUnitsSchema.nullable(),
});

export const wizardLandingQuerySchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country_code is a two-letter country code')
    .transform((code) => code.toUpperCase())
    .default('IN'),
});
export type WizardLandingQuery = z.input<typeof wizardLandingQuerySchema>;

/** GET wizardLandingV3 (and wizardPlus, its enhanced variant): what the landing page shows, for anyone. */
export const wizardLandingReplySchema = z
  .object({
    variant: z.enum(['wizard', 'wizardPlus']),
    currency_code: currencyCodeSchema,
    plans: z.array(wizardPlanSchema),
    wizard_success_benefits: z.array(wizardBenefitSchema),
    /** The plan the page puts first (wizard plus on the enhanced variant). */
    highlighted_plan_id: wizardPlanIdSchema,
  })
  .describe('The landing: plans with prices in minor units of currency_code, and the success benefits.');
export type WizardLandingReply = z.infer<typeof wizardLandingReplySchema>;

/** GET wizardPlans: the plans and, for a signed-in guest, what each one would do for them now. */
export const wizardPlansReplySchema = z
  .object({
    currency_code: currencyCodeSchema,
    plans: z.array(
      wizardPlanSchema.extend({
        /** What buying this plan now is: null when it cannot be bought now (e.g. wizard for a wizard plus member). */
        action: wizardActionSchema.nullable(),
        /** What this action costs now (an upgrade costs the difference between the plans). */
        action_price: minorUnitsSchema.nullable(),
      }),
    ),
  })
  .describe('Plans, and for a signed-in guest the action each plan would be (purchase, renew, upgrade or null) and its price now.');
export type WizardPlansReply = z.infer<typeof wizardPlansReplySchema>;

/** GET wizardMembership: the wizard profile (accounts-commerce §3 "Wizard profile"). */
export const wizardMembershipReplySchema = z
  .object({
    /** The product's reading (subscription status): "member" while the membership runs. */
    is_member: z.boolean(),
    status: z.string(),
    membership_detail: z.object({
      subscription_status: z.string().nullable(),
      is_subscription_pending: z.boolean(),
      plan_id: wizardPlanIdSchema.nullable(),
      membership_start: z.string().nullable(),
      membership_end: z.string().nullable(),
      home_hotel: z.object({ id: idSchema, name: z.string(), city: z.string() }).nullable(),
      amount_saved: z.array(z.object({ currency_code: currencyCodeSchema, amount: minorUnitsSchema })),
      total_bookings: z.number().int().nonnegative(),
    }),
    /** Hotels a member may choose as home hotel (setWizardBase): the brand's most popular active hotels in India. */
    home_hotel_options: z.array(z.object({ id: idSchema, name: z.string(), city: z.string() })),
  })
  .describe('The signed-in guest’s membership: start, end, home hotel, amount saved and bookings made with the member price.');
export type WizardMembershipReply = z.infer<typeof wizardMembershipReplySchema>;

export const wizardPaymentModesQuerySchema = z.object({ plan_id: wizardPlanIdSchema.default('wizard') });
export type WizardPaymentModesQuery = z.input<typeof wizardPaymentModesQuerySchema>;

/** GET paymentModes (the membership's): the provider's modes and the wallet money the guest may use on the plan. */
export const wizardPaymentModesReplySchema = z
  .object({
    currency_code: currencyCodeSchema,
    payment_modes: z.array(z.object({ key: z.string(), title: z.string() })),
    /** Wallet money the guest may use on this plan now (the wallet's share of the price, floored). */
    wallet_usable: minorUnitsSchema,
  })
  .describe('The membership’s payment modes (keys of the provider page) and the wallet money usable on the plan.');
export type WizardPaymentModesReply = z.infer<typeof wizardPaymentModesReplySchema>;

/** POST membership subscription create: user (country_calling_code, phone) and subscription (base_hotel_id) per the spec. */
export const membershipSubscriptionBodySchema = z
  .object({
    user: z.object({
      country_calling_code: z
        .string()
        .trim()
        .regex(/^\+\d{1,4}$/, 'country_calling_code is a dial code with its plus'),
      phone: z
        .string()
        .trim()
        .regex(/^\d{6,15}$/, 'phone is digits only'),
    }),
    subscription: z.object({
      plan_id: wizardPlanIdSchema,
      action: wizardActionSchema.default('purchase'),
      base_hotel_id: idSchema.nullable().optional(),
    }),
  })
  .describe("Opens a purchase, renewal or upgrade for the signed-in guest (the user must be the session's). Nothing is a membership until paid.");
export type MembershipSubscriptionBody = z.input<typeof membershipSubscriptionBodySchema>;

export const wizardSubscriptionSchema = z.object({
  subscription_id: idSchema,
  plan_id: wizardPlanIdSchema,
  action: wizardActionSchema,
  status: z.enum(['open', 'paying', 'paid', 'failed']),
  price: minorUnitsSchema,
  coupon_code: z.string().nullable(),
  coupon_discount: minorUnitsSchema,
  /** What is left to pay: price − coupon_discount. */
  amount: minorUnitsSchema,
  currency_code: currencyCodeSchema,
  base_hotel_id: idSchema.nullable(),
  /** The membership's term once paid. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type WizardSubscription = z.infer<typeof wizardSubscriptionSchema>;

export const membershipSubscriptionReplySchema = z.object({ subscription: wizardSubscriptionSchema });
export type MembershipSubscriptionReply = z.infer<typeof membershipSubscriptionReplySchema>;

/** POST validate-wizard-coupon: a coupon for a plan (the spec does not show the body; this is ours). */
export const validateWizardCouponBodySchema = z
  .object({ coupon_code: wizardCouponCodeSchema, plan_id: wizardPlanIdSchema, action: wizardActionSchema.default('purchase') })
  .describe('A wizard coupon for a plan: its discount on what the action costs now.');
export type ValidateWizardCouponBody = z.input<typeof validateWizardCouponBodySchema>;

export const validateWizardCouponReplySchema = z.object({
  coupon_code: z.string(),
  plan_id: wizardPlanIdSchema,
  price: minorUnitsSchema,
  discount: minorUnitsSchema,
  amount: minorUnitsSchema,
  currency_code: currencyCodeSchema,
});
export type ValidateWizardCouponReply = z.infer<typeof validateWizardCouponReplySchema>;

/** Wizard payment body (accounts-commerce §3): user, sub_orders, payments. */
export const wizardPaymentBodySchema = z
  .object({
    user: z.object({
      id: idSchema,
      phone: z.string().trim().max(20).optional(),
      country_code: z.string().trim().max(6).optional(),
      email: z.string().trim().max(254).optional(),
      first_name: z.string().trim().max(100).optional(),
      last_name: z.string().trim().max(100).optional(),
    }),
    /** Exactly one: the subscription opened by membership subscription create, with an optional coupon. */
    sub_orders: z
      .array(z.object({ subscription_id: idSchema, coupon_code: wizardCouponCodeSchema.optional() }))
      .length(1, 'A wizard payment pays one subscription'),
    payments: z.object({
      /** Wallet money to use, in minor units (at most the wallet's share of the price). */
      deduct_from_consumer_wallet: minorUnitsSchema.min(0).max(100_000_000).default(0),
      /** A partner's (owner's) wallet: a guest's membership has none, so only 0 is taken. */
      deduct_from_owner: minorUnitsSchema.min(0).max(100_000_000).default(0),
      /** What the payment provider collects: amount − wallet money, exactly. */
      from_gateway: z.object({ amount: minorUnitsSchema.min(0).max(100_000_000) }),
      /** A payment mode key to open the provider page on (CC, UPI, NB…). */
      payment_method_preselect: z.string().trim().max(40).optional(),
      /** The page of this site the guest lands on afterwards (default /wizardprofile). */
      redirect_url: sitePathSchema.optional(),
    }),
  })
  .describe('Pays a subscription with wallet money and the gateway. Session, x-csrf-token; an Idempotency-Key makes a retry pay once.');
export type WizardPaymentBody = z.input<typeof wizardPaymentBodySchema>;

export const wizardPaymentHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

export const wizardPaymentReplySchema = z
  .object({
    /** paid: the membership is on (wallet money or a coupon covered it); redirect: pay the rest at redirect_url. */
    status: z.enum(['paid', 'redirect']),
    subscription: wizardSubscriptionSchema,
    wallet_used: minorUnitsSchema,
    from_gateway: minorUnitsSchema,
    /** The provider's hosted page (status redirect), else the site page the guest goes to. */
    redirect_url: z.string(),
    order_id: z.string().nullable(),
  })
  .describe('paid (wallet money or a coupon covered the price) or redirect (the provider page collects from_gateway).');
export type WizardPaymentReply = z.infer<typeof wizardPaymentReplySchema>;

export const wizardPaymentReturnQuerySchema = z.object({ order_id: z.string().min(1).max(100), status: z.string().max(20).optional() });

export const setWizardBaseBodySchema = z.object({ hotel_id: idSchema }).describe('The member’s home hotel: a hotel (not a home) of ours.');
export type SetWizardBaseBody = z.input<typeof setWizardBaseBodySchema>;
