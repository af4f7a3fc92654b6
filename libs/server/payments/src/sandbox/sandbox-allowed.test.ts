import { describe, expect, it } from 'vitest';
import { assertSandboxAllowed } from './sandbox-allowed';

describe('the sandbox payment provider outside development', () => {
  it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'enabled' }])('runs with %j', (env) => {
    expect(() => assertSandboxAllowed(env)).not.toThrow();
  });

  it.each([{ NODE_ENV: 'production' }, { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }, { NODE_ENV: 'production', PAYMENTS_SANDBOX: '' }])(
    'is refused with %j, naming PAYMENTS_SANDBOX',
    (env) => {
      expect(() => assertSandboxAllowed(env)).toThrow(/PAYMENTS_SANDBOX=enabled/);
    },
  );
});
