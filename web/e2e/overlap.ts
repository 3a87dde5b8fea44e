import type { Locator } from 'playwright-core';
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
