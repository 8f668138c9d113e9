import type { Locator, Page } from 'playwright-core';

/**
 * Page components below the first screen render (and fetch) only when scrolled near (engine/react/WhenNear.tsx).
 * Brings each waiting one into view until none waits, as a reader scrolling down the page would.
 */
export async function scrollThroughDeferred(page: Page): Promise<void> {
  const deferred = page.locator('[data-testid="deferred-component"]');
  for (let i = 0; i < 20 && (await deferred.count()) > 0; i++) {
    // It may render (and go) between the count and the scroll: then the next round counts again.
    await deferred
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

/** Waits until `ready` shows, bringing waiting components into view meanwhile (what it waits for may be one of them). */
export async function scrollUntilShown(page: Page, ready: string | Locator, timeoutMs = 30_000): Promise<void> {
  const target = (typeof ready === 'string' ? page.locator(ready) : ready).first();
  const deadline = Date.now() + timeoutMs;
  while (!(await target.isVisible())) {
    if (Date.now() > deadline) throw new Error(`${ready} did not show within ${timeoutMs} ms`);
    await page
      .locator('[data-testid="deferred-component"]')
      .first()
      .scrollIntoViewIfNeeded({ timeout: 500 })
      .catch(() => undefined);
    await page.waitForTimeout(100);
  }
}
