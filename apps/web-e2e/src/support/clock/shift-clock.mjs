/**
 * Moves this JavaScript realm's clock to `startMs`, from where it goes on ticking in real time: `Date.now()` and
 * `new Date()` answer the journeys' fixed day, while timers, `performance` and every measured duration stay real.
 * Self-contained (Playwright serialises it into each page as an init script; Node loads it before a server starts).
 */
export function shiftClock(startMs) {
  const RealDate = globalThis.Date;
  if (RealDate.shiftedBy !== undefined) return;
  const offset = startMs - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
    // Dates made natively (JSON, Intl, drivers) are still Dates.
    static [Symbol.hasInstance](value) {
      return value instanceof RealDate;
    }
  }
  Object.defineProperty(ShiftedDate, 'shiftedBy', { value: offset });
  globalThis.Date = ShiftedDate;
}
