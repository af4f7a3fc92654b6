export function shiftClock(startMs: number): void;
