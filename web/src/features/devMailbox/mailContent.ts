// Showing a mail from the outbox safely. The HTML body goes into an <iframe sandbox srcdoc>:
// no scripts, no forms, no same-origin access. Its links open in a new tab (the only thing the
// sandbox allows), and every link is also listed below the body as a normal anchor; a link to
// this app on a local address can be opened right here, in this tab.

export interface MailLink {
  url: string;
  /** The anchor's text in the HTML part, or null when the link only appears as a bare URL. */
  label: string | null;
}

/**
 * The sandbox of the mail frame: no scripts (the default), but a click on a link may open a
 * normal tab. Without allow-popups-to-escape-sandbox the opened page would inherit the sandbox
 * and the app it links to could not run there.
 */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

// Scripts are blocked by the sandbox already; the policy says so again inside the document,
// and keeps plugins and form posts out.
const FRAME_POLICY = "script-src 'none'; object-src 'none'; form-action 'none'; base-uri 'none'";

/** The mail's HTML as the frame's srcdoc: scripts removed, every link opening a new tab. */
export function mailSrcdoc(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, noscript, object, embed, iframe, frame, frameset, meta[http-equiv]').forEach((node) => node.remove());
  doc.querySelectorAll('base').forEach((node) => node.remove());
  for (const anchor of doc.querySelectorAll('a[href], area[href]')) {
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  }
  const head = doc.head;
  const policy = doc.createElement('meta');
  policy.setAttribute('http-equiv', 'Content-Security-Policy');
  policy.setAttribute('content', FRAME_POLICY);
  const referrer = doc.createElement('meta');
  referrer.setAttribute('name', 'referrer');
  referrer.setAttribute('content', 'no-referrer');
  const base = doc.createElement('base');
  base.setAttribute('target', '_blank');
  head.prepend(policy, referrer, base);
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** The http(s) links of a mail, each once: the HTML part's anchors first, then bare URLs in the text. */
export function mailLinks({ html, text }: { html: string; text: string }): MailLink[] {
  const links = new Map<string, MailLink>();
  const add = (raw: string, label: string | null) => {
    const url = httpUrl(raw);
    if (!url) return;
    const known = links.get(url);
    if (!known) links.set(url, { url, label });
    else if (!known.label && label) known.label = label;
  };

  if (html) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const anchor of doc.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href') ?? '';
      const label = (anchor.textContent ?? '').replace(/\s+/g, ' ').trim();
      // An anchor whose text is its own address has no label worth showing.
      add(href, label && httpUrl(label) !== httpUrl(href) ? label : null);
    }
  }
  for (const match of text.matchAll(URL_IN_TEXT)) add(trimTrailingPunctuation(match[0]), null);
  return [...links.values()];
}

/**
 * Where in this app a link leads, when it can be opened here: the same origin, or a loopback
 * address (PUBLIC_URL often names the API's port while the developer browses Vite's). Links to
 * the API itself, and to anywhere else, only open as normal links.
 */
export function inAppPath(url: string, currentOrigin: string): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  const sameOrigin = target.origin === currentOrigin;
  if (!sameOrigin && !isLoopback(target.hostname)) return null;
  if (target.pathname === '/api' || target.pathname.startsWith('/api/')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// "…open this link: https://example.com/activate/abc." — the full stop ends the sentence.
function trimTrailingPunctuation(url: string): string {
  let end = url.length;
  while (end > 0 && '.,;:!?)]}'.includes(url[end - 1])) end -= 1;
  return url.slice(0, end);
}
