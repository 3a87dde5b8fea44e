import { isUrlLink } from '@lorewright/domain/writings/sceneText';

// Links to web pages. Only http(s) addresses are stored (sceneText's isUrlLink, the rule the
// server's UrlLink schema applies); in the
// reading view they open in a new tab that cannot reach back into the app.

export const URL_LINK_TARGET = '_blank';
export const URL_LINK_REL = 'noopener noreferrer';
export const URL_LINK_REFUSED = 'Links must start with http:// or https://.';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export const isStorableUrl = (url: string): boolean => isUrlLink(url);

/**
 * What the author typed, as a link address: 'example.com/page' gets https:// in front (as a
 * browser's address bar would); any other scheme (mailto:, javascript:, ftp:) is refused.
 */
export function normalizeLinkUrl(typed: string): string | null {
  const trimmed = typed.trim();
  // "localhost:3000" and "example.com:8080/x" look like a scheme; a dot or digits after the colon say otherwise.
  const looksLikeScheme = HAS_SCHEME.test(trimmed) && !/^[^:/]+:\d/.test(trimmed);
  const url = looksLikeScheme ? trimmed : `https://${trimmed}`;
  return isStorableUrl(url) ? url : null;
}
