/** The variable that lets the sandbox run in production (a staging site, a demo): PAYMENTS_SANDBOX=enabled. */
const SANDBOX_SWITCH = 'PAYMENTS_SANDBOX';

/**
 * The sandbox moves no money and its hosted page completes any order it is shown: it is the development adapter.
 * With NODE_ENV=production it runs only when PAYMENTS_SANDBOX=enabled says so; otherwise this throws, naming it.
 */
export function assertSandboxAllowed(env: Record<string, string | undefined>): void {
  if (env['NODE_ENV'] !== 'production' || env[SANDBOX_SWITCH] === 'enabled') return;
  throw new Error(
    `the sandbox payment provider is for development and no other provider is configured: refused with NODE_ENV=production unless ${SANDBOX_SWITCH}=enabled`,
  );
}
