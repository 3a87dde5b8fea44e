// A user whose login count is exactly 1 is sent to /introduction (product.md §2, §9). Once per
// browser tab: a reload on the dashboard after the first login must not send them back there.
const KEY = 'introductionShownFor';

export function introductionShown(userId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

export function markIntroductionShown(userId: string): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, userId);
  } catch {
    // Without storage the introduction may show again after a reload; harmless.
  }
}
