import { expect, type Locator, type Page } from '@playwright/test';

interface TabOptions {
  /** Presses before giving up. */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** A modal dialog: focus must never leave it on the way (the page behind is inert). */
  inside?: Locator;
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Tab (or Shift+Tab) until `target` has the focus, as a keyboard-only guest moves through a page. */
export async function tabTo(page: Page, target: Locator, { max = 120, backwards = false, inside }: TabOptions = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press <= max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (inside) expect(await inside.evaluate((dialog) => dialog.contains(document.activeElement)), 'focus stays in the dialog').toBe(true);
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/** Tab until a link whose address `wanted` accepts has the focus; answers its address. */
export async function tabToLink(page: Page, wanted: (href: URL) => boolean, max = 300): Promise<URL> {
  for (let press = 0; press <= max; press += 1) {
    const href = await page.evaluate(() => (document.activeElement instanceof HTMLAnchorElement ? document.activeElement.href : null));
    if (href && wanted(new URL(href))) return new URL(href);
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} presses of Tab found no wanted link on ${page.url()}`);
}

/** Types key by key into the focused `field`, then checks the whole text arrived and the focus never left. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await field.pressSequentially(text, { delay: 30 });
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
}

/** Whether the page behind a dialog is kept from scrolling (overflow hidden on the root). */
export function pageScrollIsLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
}
