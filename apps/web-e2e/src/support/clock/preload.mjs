// `node --import ./apps/web-e2e/src/support/clock/preload.mjs server.mjs`: the server's clock starts at
// E2E_CLOCK_START (an ISO instant), so the journeys' API, web server and browser share one fixed day.
import { shiftClock } from './shift-clock.mjs';

const start = process.env.E2E_CLOCK_START;
if (start) {
  const startMs = Date.parse(start);
  if (Number.isNaN(startMs)) throw new Error(`E2E_CLOCK_START is not an instant: ${start}`);
  shiftClock(startMs);
}
