// The journeys run in Debian's Chromium (browsers are never downloaded). Installs it when it is missing and this
// process may (root, or sudo without a password); otherwise stops at once with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : canSudo() ? ['sudo', '-n'] : null;
  if (!prefix) {
    console.error(`${CHROMIUM} is missing and this user cannot install it. Run:\n  sudo ${INSTALL}`);
    process.exit(1);
  }
  console.log(`=== ${CHROMIUM} is missing: installing Debian's chromium`);
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    return spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  // A fresh machine's package lists may be empty or stale: update them only when the first attempt fails.
  const installed = run(INSTALL.split(' ')) || (run(['apt-get', 'update']) && run(INSTALL.split(' ')));
  if (!installed || !existsSync(CHROMIUM)) {
    console.error(`Installing chromium failed. Run:\n  ${asRoot ? '' : 'sudo '}${INSTALL}`);
    process.exit(1);
  }
}

function canSudo() {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}
