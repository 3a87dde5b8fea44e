import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Whether one thing on screen covers another: an alert over a field it asks for, two labels run
// into each other.

type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when `cover` (an alert) lies over any of `controls` on screen. */
export async function expectClear(cover: Locator, controls: Locator[]) {
  const covering = (await cover.boundingBox())!;
  expect(covering, 'the covering element is on screen').toBeTruthy();
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(overlaps(covering, box), `${control.toString()} is covered by ${cover.toString()}`).toBe(false);
  }
}

/** The controls on screen (links, buttons, fields) that a floating alert lies over, by name. */
const controlsCovered = (page: Page) =>
  page.evaluate(() => {
    const floating = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true;
      return false;
    };
    const alerts = [...document.querySelectorAll('[role="alert"], [role="status"]')].filter(floating);
    const boxes = alerts.map((alert) => alert.getBoundingClientRect()).filter((box) => box.height > 0);
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    const over = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...controls]
      .filter((control) => !alerts.some((alert) => alert.contains(control)))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && boxes.some((alert) => over(alert, box));
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  });

/** Fails when a floating alert still lies over a control on screen a moment after it came. */
export async function expectNoControlCovered(page: Page) {
  await expect.poll(() => controlsCovered(page), { timeout: 2000 }).toEqual([]);
}
