import { devWebOrigins } from './dev-web-origins';
import { createDevProvider } from './oidc-dev-provider';

// node --import tsx tools/oidc-dev-provider/src/main.ts
//   OIDC_PORT; WEB_PORT (every brand site on this machine at that port, default 4200) or WEB_ORIGINS (comma-separated)
const port = Number(process.env['OIDC_PORT'] ?? 4400);
const issuer = `http://127.0.0.1:${port}`;
const webOrigins = process.env['WEB_ORIGINS']
  ? process.env['WEB_ORIGINS']
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean)
  : devWebOrigins(process.env['WEB_PORT'] ?? 4200);

const provider = createDevProvider({ issuer, webOrigins });
const server = provider.listen(port, '127.0.0.1', () => {
  console.log(`local OpenID provider on ${issuer} (discovery: ${issuer}/.well-known/openid-configuration)`);
});

function stop(signal: string) {
  console.log(`${signal}: closing the local OpenID provider`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
