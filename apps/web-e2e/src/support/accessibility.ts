import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * No serious or critical accessibility violation (WCAG 2.1 A and AA rules) on the page, or inside its open dialog:
 * scanned once per page type, brand host, viewport and open dialog in a run. Journeys call it on every page they
 * visit; the first journey of the run to reach a kind of page scans it, the others go on (a scan costs 1–3 s).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const dialog = await openDialogName(page);
  if (!claimScan(page, dialog)) return;
  // Axe would read the half-faded colours of a dialog still opening.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getTiming().iterations ?? 1))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (dialog === null ? builder : builder.include('[role="dialog"], dialog[open]')).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The name of the dialog open over the page, or null when none is. */
function openDialogName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], dialog[open]')).find((element) => element.checkVisibility());
    if (!dialog) return null;
    const labelledBy = dialog.getAttribute('aria-labelledby');
    return (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? dialog.getAttribute('aria-label') ?? '';
  });
}

/** True for the first caller of the run with this kind of page: a file created exclusively marks it taken. */
function claimScan(page: Page, dialog: string | null): boolean {
  const runDirectory = process.env['E2E_A11Y_SCANS_DIR'];
  if (!runDirectory) return true;
  const url = new URL(page.url());
  const key = [url.host, pageType(url.pathname), url.searchParams.get('modal') ?? '', dialog ?? '', test.info().project.name].join(' ');
  mkdirSync(runDirectory, { recursive: true });
  try {
    closeSync(openSync(join(runDirectory, encodeURIComponent(key)), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** A path's page type: ids and place names stand for any. */
function pageType(pathname: string): string {
  return pathname
    .replace(/\/\d+(?=\/|$)/g, '/:id')
    .replace(/\/(hotels|homes)-in-[^/]+/, '/$1-in-:place')
    .replace(/\/booking\/[^/]+/, '/booking/:id')
    .replace(/\/deals\/[^/]+/, '/deals/:name');
}
