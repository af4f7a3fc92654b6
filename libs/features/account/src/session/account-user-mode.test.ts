import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetUserMode, rememberUserModeOf } from './account-user-mode';
import { leaveSignedInPage } from './session-ended';

afterEach(() => window.localStorage.clear());

describe('the stored user mode follows the signed-in account (accounts-commerce §6)', () => {
  it.each([
    ['travel_agent', 'travel_agent'],
    ['corporate', 'corporate'],
    ['consumer', null],
  ] as const)('a %s account leaves the user mode %s', (accountType, stored) => {
    window.localStorage.setItem('userMode', 'travel_agent');
    rememberUserModeOf({ accountType });
    expect(window.localStorage.getItem('userMode')).toBe(stored);
  });

  it('goes when the guest is signed out of the page', () => {
    window.localStorage.setItem('userMode', 'corporate');
    const page = { localStorage: window.localStorage, location: { reload: vi.fn() } } as unknown as Window;
    leaveSignedInPage(page);
    expect(window.localStorage.getItem('userMode')).toBeNull();
    expect(page.location.reload).toHaveBeenCalledOnce();
  });

  it('is simply not kept where the browser refuses storage', () => {
    const refusing = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    expect(() => rememberUserModeOf({ accountType: 'travel_agent' }, refusing)).not.toThrow();
    expect(() => forgetUserMode(refusing)).not.toThrow();
  });
});
