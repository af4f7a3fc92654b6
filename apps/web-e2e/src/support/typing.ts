import { expect, type Locator } from '@playwright/test';

/**
 * Types into a field as a guest does: focus it, clear what is there, then one key at a time. Afterwards the field
 * holds the whole text and still has the focus (a re-render that steals focus or drops keys fails here).
 */
export async function typeInto(field: Locator, text: string, expected: string | RegExp = text): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
  await expect(field).toHaveValue(expected);
  await expect(field).toBeFocused();
}

/**
 * Types a day (YYYY-MM-DD) into a date field as a guest does with Chromium's English date field: month, day and
 * year digits in turn, the field moving from one part to the next by itself.
 */
export async function typeDate(field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await field.click();
  await field.press('ArrowLeft');
  await field.press('ArrowLeft');
  await field.pressSequentially(`${month}${day}${year}`);
  await expect(field).toHaveValue(isoDate);
}
