// Secrets in addresses: mailed links carry codes and capability ids in their path
// (/activate/{code}, /reset-password/{code}, /invitation/{id}), and a query may name a code or a
// token. Logs (the server's pino logger, the browser's console warnings) write addresses with
// these replaced by [redacted]. Pure and browser-safe.

export const REDACTED = '[redacted]';

// Every path segment after one of these is a secret (SPA pages and API calls alike).
// The sandbox payment provider's checkout, portal and invoice pages are keyed by their id alone.
const SECRET_AFTER = new Set(['activate', 'reset-password', 'confirm-email', 'cancel-email-change', 'invitation', 'checkout', 'portal', 'invoice']);
// The value of a query parameter with one of these names is a secret.
const SECRET_QUERY = new Set(['code', 'token', 'key', 'secret', 'password']);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
};

const redactQuery = (query: string) =>
  query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at === -1 ? pair : pair.slice(0, at);
      return SECRET_QUERY.has(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');

// An address (path and query, as in request.url) with its secrets replaced by [redacted].
export const redactUrl = (url: string): string => {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const pathPart = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const segments = pathPart.split('/');
  const secretFrom = segments.findIndex((segment) => SECRET_AFTER.has(decoded(segment)));
  const safePath = secretFrom === -1 ? pathPart : segments.map((segment, index) => (index > secretFrom && segment !== '' ? REDACTED : segment)).join('/');
  return queryAt === -1 ? safePath : `${safePath}?${redactQuery(withoutHash.slice(queryAt + 1))}`;
};

const SECRET_PATH_IN_TEXT = new RegExp(`/(${[...SECRET_AFTER].join('|')})/[^\\s"'<>?#]+`, 'gi');
const SECRET_QUERY_IN_TEXT = new RegExp(`([?&](?:${[...SECRET_QUERY].join('|')})=)[^&\\s"'<>#]*`, 'gi');

// Free text (a log message, an error's message or stack) with any address in it redacted.
export const redactText = (text: string): string =>
  text.replace(SECRET_PATH_IN_TEXT, (_match, keyword: string) => `/${keyword}/${REDACTED}`).replace(SECRET_QUERY_IN_TEXT, `$1${REDACTED}`);
