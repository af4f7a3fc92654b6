import { describe, expect, it } from 'vitest';
import { WINDOW_NIGHTS, WINDOW_STRIDE, stayWindow, staySlots } from './stay-window';

describe('stayWindow: the summary window holding every night of a stay', () => {
  it('puts the epoch night in the first slot of window 0', () => {
    expect(stayWindow('2000-01-01', 1)).toEqual({ windowIndex: 0, firstSlot: 1, nights: 1 });
  });

  it('counts whole strides of 32 nights from the epoch', () => {
    // 2026-03-10 is 9,565 nights after 2000-01-01: window 298 (from night 9,536), slot 30.
    expect(stayWindow('2026-03-10', 3)).toEqual({ windowIndex: 298, firstSlot: 30, nights: 3 });
    expect(staySlots({ windowIndex: 298, firstSlot: 30, nights: 3 })).toEqual([30, 31, 32]);
  });

  it('holds any stay of up to 17 nights, whatever its first night', () => {
    for (let day = 0; day < WINDOW_STRIDE; day += 1) {
      const checkin = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const window = stayWindow(checkin, WINDOW_NIGHTS - WINDOW_STRIDE + 1);
      expect(window).not.toBeNull();
      expect((window?.firstSlot ?? 0) + (window?.nights ?? 0) - 1).toBeLessThanOrEqual(WINDOW_NIGHTS);
    }
  });

  it('gives no window to a stay running past the end of its window', () => {
    // Slot 32 of window 298 (2026-03-12): 17 nights end in slot 48, 18 would need slot 49.
    expect(stayWindow('2026-03-12', 17)).toEqual({ windowIndex: 298, firstSlot: 32, nights: 17 });
    expect(stayWindow('2026-03-12', 18)).toBeNull();
  });

  it('works before the epoch too (floor, not truncation)', () => {
    expect(stayWindow('1999-12-31', 1)).toEqual({ windowIndex: -1, firstSlot: 32, nights: 1 });
  });
});
