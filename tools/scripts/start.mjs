#!/usr/bin/env node
// `npm start`: builds what changed, makes the demo database ready (embedded PGlite in .data/pglite, or DATABASE_URL:
// migrated, seeded when empty, its inventory rolled on a year ahead), then runs the API, the server-rendered web
// site and the partners' microsite shell, each as its own process, until Ctrl-C. The API itself never seeds.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const apiPort = process.env.API_PORT ?? '4300';
const webPort = process.env.PORT ?? '4200';
const micrositePort = process.env.MICROSITE_PORT ?? '4201';
const apiUrl = `http://127.0.0.1:${apiPort}`;

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', 'microsite', '--output-style=stream'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const demo = spawnSync('node', ['--import', 'tsx', 'tools/seed-data/src/demo-cli.ts'], { stdio: 'inherit', env });
if (demo.status !== 0) process.exit(demo.status ?? 1);

const children = [];
let stopping = false;

function run(name, command, args, extraEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  let pending = children.filter((child) => child.exitCode === null).length;
  if (pending === 0) process.exit(code);
  for (const child of children) child.once('exit', () => (pending -= 1) || process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The local OpenID provider stands in for Google (and its one-tap prompt), Apple, Facebook and Amazon sign-in
// (tools/oidc-dev-provider).
const oidcPort = process.env.OIDC_PORT ?? '4400';
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const oauthEnv = Object.fromEntries(
  [
    ['GOOGLE', 'google'],
    ['FACEBOOK', 'facebook'],
    ['APPLE', 'apple'],
    ['AMAZON', 'amazon'],
  ]
    .flatMap(([env, id]) => [
      [`OAUTH_${env}_ISSUER`, oidcIssuer],
      [`OAUTH_${env}_CLIENT_ID`, `dev-${id}`],
      [`OAUTH_${env}_CLIENT_SECRET`, `dev-${id}-secret`],
    ])
    .concat([['OAUTH_GOOGLE_ONE_TAP_URL', `${oidcIssuer}/gsi/onetap`]]),
);
run('OpenID provider', 'node', ['--import', 'tsx', 'tools/oidc-dev-provider/src/main.ts'], { OIDC_PORT: oidcPort, WEB_PORT: webPort });
// DEV_TOOLS: GET /api/pwa/dev/outbox?to=<phone or e-mail> shows the SMS and e-mails a guest would get.
run('API', 'node', ['dist/apps/api/main.mjs'], { PORT: apiPort, DEV_TOOLS: 'true', WEB_ORIGIN: `http://localhost:${webPort}`, ...oauthEnv });
run('web', 'node', ['apps/web/server.mjs'], { PORT: webPort, API_URL: apiUrl });
// The partners' microsite: the web site in microsite mode (apps/microsite/README.md); any local page may frame it.
run('microsite', 'node', ['dist/apps/microsite/main.mjs'], {
  PORT: micrositePort,
  WEB_URL: `http://127.0.0.1:${webPort}`,
  MICROSITE_FRAME_ANCESTORS: process.env.MICROSITE_FRAME_ANCESTORS ?? "'self' http://localhost:* http://*.localhost:*",
});

console.log(`\nNivaas (hotels):          http://localhost:${webPort}/`);
console.log(`Dunelight Homes (homes):  http://homes.localhost:${webPort}/   (nl., de., fr., es., at., it., uk., be. and in.homes.localhost too)`);
console.log(`Partners' microsite:      http://localhost:${micrositePort}/?microsite=lakeside-travel   (homes.localhost:${micrositePort} for Dunelight Homes)`);
console.log(`Native-app webview mode:  http://localhost:${webPort}/?webview=true`);
console.log(`API:                      ${apiUrl}/readyz`);
console.log(`Sign-in outbox (dev):     ${apiUrl}/api/pwa/dev/outbox?to=+919812345678`);
console.log(`Local OpenID provider:    ${oidcIssuer}/.well-known/openid-configuration\n`);
