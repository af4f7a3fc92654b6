import { shiftClock } from './shift-clock.mjs';

/**
 * The journeys' fixed clock: the API (which seeds its inventory from "today"), the web server, the browser and
 * the journeys themselves all start the run on this instant, so the seeded catalogue, its prices and free nights
 * are the same in every run. A Monday morning in India and in Europe.
 */
export const E2E_CLOCK_START = '2027-03-01T06:30:00Z';

/** Runs this process on the journeys' clock (the Playwright runner and its workers). */
export function useE2eClock(): void {
  process.env['E2E_CLOCK_START'] = E2E_CLOCK_START;
  shiftClock(Date.parse(E2E_CLOCK_START));
}

export { shiftClock };
