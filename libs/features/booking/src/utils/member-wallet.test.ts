import { describe, expect, it } from 'vitest';
import { memberWalletLines } from './member-wallet';

// India: 12 % tax on top. 440,000 before tax → 52,800 tax.
const category = {
  summed_final_price: 440_000,
  tax_info: { total_tax: 52_800, final_price_with_tax: 492_800 },
  tax_clusivity: 'exclusive' as const,
  wizard_discount_percentage: 10,
};
const wallet = { redeemableExpirableBalance: 180_000, redeemableExpirableLimit: 25 };

describe('the booking summary’s member and wallet lines', () => {
  it('a guest who is not a member, without the wallet: the page’s total', () => {
    expect(memberWalletLines(category, { currency: 'INR', wizardMember: false, wallet: null, useWallet: false })).toEqual({
      wizardMinor: 0,
      taxMinor: 52_800,
      totalMinor: 492_800,
      walletUsableMinor: 0,
      walletMinor: 0,
      toPayMinor: 492_800,
    });
  });

  it('a member: the wizard discount off the price before tax, the tax on what is left', () => {
    expect(memberWalletLines(category, { currency: 'INR', wizardMember: true, wallet: null, useWallet: false })).toMatchObject({
      wizardMinor: 44_000,
      taxMinor: 47_500, // 12 % of 3,960 in whole rupees (475.20 → 475)
      totalMinor: 443_500,
    });
  });

  it('wallet money: a floored 25 % of the total, shown before it is chosen and taken when it is', () => {
    expect(memberWalletLines(category, { currency: 'INR', wizardMember: false, wallet, useWallet: false })).toMatchObject({
      walletUsableMinor: 123_200,
      walletMinor: 0,
      toPayMinor: 492_800,
    });
    expect(memberWalletLines(category, { currency: 'INR', wizardMember: true, wallet, useWallet: true })).toMatchObject({
      walletUsableMinor: 110_875,
      walletMinor: 110_875,
      toPayMinor: 332_625,
    });
  });

  it('a member with a coupon: the wizard discount of the price after the coupon', () => {
    expect(memberWalletLines(category, { currency: 'INR', couponMinor: 40_000, wizardMember: true, wallet: null, useWallet: false })).toMatchObject({
      wizardMinor: 40_000,
      totalMinor: 403_200,
    });
  });

  it('never more wallet money than the balance', () => {
    expect(
      memberWalletLines(category, { currency: 'INR', wizardMember: false, wallet: { ...wallet, redeemableExpirableBalance: 30_000 }, useWallet: true }),
    ).toMatchObject({
      walletMinor: 30_000,
      toPayMinor: 462_800,
    });
  });
});
