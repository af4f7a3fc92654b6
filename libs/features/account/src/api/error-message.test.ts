import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@stays/api-client';
import { accountMessages } from '../messages';
import { accountErrorMessage } from './error-message';

describe('the message a guest sees when an account call fails (accounts-commerce §8)', () => {
  it('code 54 at sign-in and 24 at sign-up are "Incorrect OTP"; the other step’s code is a server error', () => {
    expect(accountErrorMessage(new ApiRequestError(400, '54', 'Incorrect OTP'), 'signin')).toBe(accountMessages.incorrectOtp);
    expect(accountErrorMessage(new ApiRequestError(400, '24', 'Incorrect OTP'), 'signup')).toBe(accountMessages.incorrectOtp);
    expect(accountErrorMessage(new ApiRequestError(400, '24', 'Incorrect OTP'), 'signin')).toBe(accountMessages.serverError);
    expect(accountErrorMessage(new ApiRequestError(400, '54', 'Incorrect OTP'), 'signup')).toBe(accountMessages.serverError);
  });

  it.each([
    ['RATE_LIMITED', accountMessages.rateLimited],
    ['INVALID_CREDENTIALS', accountMessages.invalidCredentials],
    ['USER_EXISTS', accountMessages.userExists],
    ['RESET_LINK_INVALID', accountMessages.linkInvalid],
    ['EMAIL_VERIFICATION_TOKEN_INVALID', accountMessages.emailVerificationExpired],
    ['EMAIL_VERIFICATION_MISMATCH', accountMessages.emailVerificationExpired],
    ['NOTIFICATIONS_UNAVAILABLE', accountMessages.sendUnavailable],
    ['DATABASE_UNAVAILABLE', accountMessages.briefOutage],
    ['INTERNAL_ERROR', accountMessages.serverError],
  ])('%s has its own text', (code, message) => {
    expect(accountErrorMessage(new ApiRequestError(429, code, 'x'))).toBe(message);
  });

  it('a network failure is a server error', () => {
    expect(accountErrorMessage(new TypeError('Failed to fetch'), 'signin')).toBe(accountMessages.serverError);
  });
});
