import { createDevProvider } from './oidc-dev-provider';

// node --import tsx tools/oidc-dev-provider/src/main.ts   (OIDC_PORT, WEB_ORIGINS=comma-separated origins)
const port = Number(process.env['OIDC_PORT'] ?? 4400);
const issuer = `http://127.0.0.1:${port}`;
const webOrigins = (process.env['WEB_ORIGINS'] ?? 'http://localhost:4200').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);

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
