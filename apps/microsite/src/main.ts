// The microsite shell's process: `node dist/apps/microsite/main.mjs` (PORT, HOST, WEB_URL, MICROSITE_FRAME_ANCESTORS).
import { createMicrositeShell } from './microsite-shell';

const host = process.env['HOST'] ?? '127.0.0.1';
const port = Number(process.env['PORT'] ?? 4201);
const webUrl = process.env['WEB_URL'] ?? 'http://127.0.0.1:4200';
const frameAncestors = process.env['MICROSITE_FRAME_ANCESTORS'] ?? "'self'";

const server = createMicrositeShell({ webUrl, frameAncestors }).listen(port, host, () => {
  console.log(`microsite listening on http://${host}:${port} (web site ${webUrl})`);
});

function stop(signal: string) {
  console.log(`${signal}: closing the microsite`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
