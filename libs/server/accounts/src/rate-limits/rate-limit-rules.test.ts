import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, scaleAddressLimits } from './rate-limit-rules';

describe('per-address limits scaled for a shared address', () => {
  const checks = [
    { rule: RATE_LIMITS.otpGeneratePerPhone, subject: '+919800000001' },
    { rule: RATE_LIMITS.otpGeneratePerAddress, subject: '10.0.0.1' },
  ];

  it('multiplies only the per-address limit; the per-phone limit stays', () => {
    const [phone, address] = scaleAddressLimits(checks, 10);
    expect(phone?.rule.limit).toBe(RATE_LIMITS.otpGeneratePerPhone.limit);
    expect(address?.rule.limit).toBe(RATE_LIMITS.otpGeneratePerAddress.limit * 10);
    expect(address?.rule.name).toBe(RATE_LIMITS.otpGeneratePerAddress.name);
  });

  it('leaves every limit as it is with the factor 1', () => {
    expect(scaleAddressLimits(checks, 1)).toEqual(checks);
  });
});
