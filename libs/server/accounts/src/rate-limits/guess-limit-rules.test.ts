import { describe, expect, it } from 'vitest';
import { GUESS_LIMITS, scaleAddressGuessLimits, waitSecondsAfter } from './guess-limit-rules';

describe('the back-off of a guess limit', () => {
  const rule = GUESS_LIMITS.signInPerAccountAtAddress;

  it('lets the free guesses through at once, then doubles the wait up to its cap', () => {
    const waits = Array.from({ length: rule.freeGuesses + 12 }, (_, guesses) => waitSecondsAfter(rule, guesses));
    expect(waits.slice(0, rule.freeGuesses)).toEqual(Array(rule.freeGuesses).fill(0));
    expect(waits.slice(rule.freeGuesses, rule.freeGuesses + 4)).toEqual([5, 10, 20, 40]);
    expect(waits.at(-1)).toBe(15 * 60);
    expect(Math.max(...waits)).toBe(15 * 60);
  });
});

describe('guess limits scaled for a shared address', () => {
  const checks = [
    { rule: GUESS_LIMITS.signInPerAccountAtAddress, subject: 'asha@example.com@10.0.0.1' },
    { rule: GUESS_LIMITS.signInPerAddress, subject: '10.0.0.1' },
  ];

  it('multiplies only the allowance of the address alone', () => {
    const [account, address] = scaleAddressGuessLimits(checks, 10);
    expect(account?.rule.freeGuesses).toBe(GUESS_LIMITS.signInPerAccountAtAddress.freeGuesses);
    expect(address?.rule.freeGuesses).toBe(GUESS_LIMITS.signInPerAddress.freeGuesses * 10);
  });
});
