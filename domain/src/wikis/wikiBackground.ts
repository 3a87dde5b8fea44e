// A background typed as an address (product.md §5): http(s) is taken, '' puts the default back, and
// anything else is ignored silently, so the old background stays (undefined: no change).
export const typedBackground = (value: string | undefined): { backgroundImage: string; mediaId: null } | undefined => {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' || /^https?:\/\/\S+$/i.test(trimmed) ? { backgroundImage: trimmed, mediaId: null } : undefined;
};
