// Build-time configuration from Vite's environment (VITE_* variables).

/** The external blog address, or null when unset or not an absolute https URL. */
export function blogUrl(): string | null {
  return absoluteHttpsUrl(import.meta.env.VITE_BLOG_URL);
}

function absoluteHttpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
