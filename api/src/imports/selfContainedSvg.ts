import { SaxesParser, type SaxesTagPlain } from 'saxes';

// An uploaded SVG made self-contained before resvg draws it: resvg (usvg's default image
// resolver) opens any file path an <image> or <feImage> names, in any namespace prefix and
// whichever of `href` and `xlink:href` it prefers, and offers no option to stop it. So the
// document is read by a real XML parser (saxes: strict, one pass) and written out again with
// only what refers to nothing outside it:
// - elements outside the SVG namespace, and <script>, <foreignObject>, <image> and <feImage>,
//   are left out with everything in them (an image's data: URL could itself be an SVG that
//   names files);
// - `href`, `src` and every attribute in the XLink namespace stay only when they point at a
//   `#fragment` of the document; `xml:base` and `on…` handlers go;
// - CSS (style attributes, presentation attributes, <style>) keeps `url(#fragment)` only: any
//   other url() becomes `none` and @import rules go, once CSS escapes are decoded (so that no
//   escaped `u\72 l(` slips through);
// - comments, processing instructions and the doctype (with its entities) go.
// Namespace prefixes are resolved here, per element, so `<s:image>` with `s` bound to the SVG
// namespace is an image like any other. A document saxes finds malformed is refused whole
// (resvg would refuse it too), as is one nested deeper than resvg reads (1,024 levels).

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

const LEFT_OUT = new Set(['script', 'foreignObject', 'image', 'feImage']);
const MAX_DEPTH = 1024;

export class UnreadableSvgError extends Error {
  constructor(reason: string) {
    super(`unreadable SVG: ${reason}`);
    this.name = 'UnreadableSvgError';
  }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '"': '&quot;', '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' };
const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (value: string) => value.replace(/[&<"\n\r\t]/g, (c) => ATTRIBUTE_ESCAPES[c]);
const escapeText = (value: string) => value.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]);

const isFragment = (value: string) => value.trim().startsWith('#');

// ASCII-caseless indexOf (toLowerCase may change a string's length, so its indexes would drift).
const lowerAscii = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);
const indexOfCaseless = (text: string, lowerNeedle: string, from: number) => {
  const last = text.length - lowerNeedle.length;
  for (let at = from; at <= last; at++) {
    let i = 0;
    while (i < lowerNeedle.length && lowerAscii(text.charCodeAt(at + i)) === lowerNeedle.charCodeAt(i)) i++;
    if (i === lowerNeedle.length) return at;
  }
  return -1;
};

const isCssSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

const isHex = (char: string | undefined) => char !== undefined && /^[0-9a-fA-F]$/.test(char);

// CSS escapes decoded (`u\72 l(` is `url(`), so that the search below sees what a CSS reader sees.
const unescapeCss = (css: string) => {
  if (!css.includes('\\')) return css;
  let out = '';
  let at = 0;
  for (let slash = css.indexOf('\\'); slash >= 0; slash = css.indexOf('\\', at)) {
    out += css.slice(at, slash);
    let end = slash + 1;
    while (end < slash + 7 && isHex(css[end])) end++;
    if (end > slash + 1) {
      const code = parseInt(css.slice(slash + 1, end), 16);
      out += code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
      if (isCssSpace(css[end])) end++;
    } else if (end < css.length) {
      if (css[end] !== '\n') out += css[end];
      end++;
    }
    at = end;
  }
  return out + css.slice(at);
};

// Every url() of a CSS text that is not `#fragment` made `none`; every @import rule removed.
// One pass each: every search starts where the last one ended.
export const selfContainedCss = (css: string): string => {
  const text = unescapeCss(css);
  let out = '';
  let at = 0;
  // The next of each, searched again only once passed: no stretch of text is searched twice.
  let url = -2;
  let rule = -2;
  for (;;) {
    if (url !== -1 && url < at) url = indexOfCaseless(text, 'url(', at);
    if (rule !== -1 && rule < at) rule = indexOfCaseless(text, '@import', at);
    const next = url < 0 ? rule : rule < 0 ? url : Math.min(url, rule);
    if (next < 0) return out + text.slice(at);
    out += text.slice(at, next);
    if (next === rule) {
      const end = text.indexOf(';', next);
      at = end < 0 ? text.length : end + 1;
      continue;
    }
    let inner = next + 4;
    while (isCssSpace(text[inner])) inner++;
    const quote = text[inner] === '"' || text[inner] === "'" ? text[inner] : null;
    const closeQuote = quote ? text.indexOf(quote, inner + 1) : -1;
    const close = text.indexOf(')', quote && closeQuote >= 0 ? closeQuote : inner);
    const end = close < 0 ? text.length : close + 1;
    const target = quote ? text.slice(inner + 1, closeQuote < 0 ? end : closeQuote) : text.slice(inner, close < 0 ? end : close);
    out += isFragment(target) && (!quote || closeQuote >= 0) && close >= 0 ? text.slice(next, end) : 'none';
    at = end;
  }
};

const hasUrl = (value: string) => value.includes('\\') || indexOfCaseless(value, 'url(', 0) >= 0;

// What a caller may ask besides: see azgaarPicture.ts.
export interface SvgDrawingOptions {
  // CSS placed before everything else in the document, as a page's own stylesheet applies before
  // the SVG's <style>s (which win over it at equal specificity, as they do in a browser).
  baseCss?: string;
  // Every line (<tspan>) of a <textPath> after the first put on a <textPath> of its own, with its
  // x left out: resvg takes a tspan's x inside a textPath as a place on the page (so a label's
  // second line lands at the left edge), browsers as a place along the path.
  textPathLines?: boolean;
}

interface Open {
  name: string;
  local: string;
  // The start tag as written, and how many <tspan> lines it holds (textPathLines).
  startTag: string;
  lines: number;
  // The namespace prefixes this element declared (popped when it closes).
  declared: string[];
  // <style>: its text, cleaned when it closes.
  style: string[] | null;
}

export const selfContainedSvg = (svg: string, options: SvgDrawingOptions = {}): string => {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const bindings = new Map<string, string[]>();
  const resolve = (prefix: string) => {
    if (prefix === 'xml') return XML_NS;
    if (prefix === 'xmlns') return XMLNS_NS;
    const stack = bindings.get(prefix);
    return stack && stack.length > 0 ? stack[stack.length - 1] : undefined;
  };
  const split = (qname: string) => {
    const colon = qname.indexOf(':');
    return colon < 0 ? { prefix: '', local: qname } : { prefix: qname.slice(0, colon), local: qname.slice(colon + 1) };
  };

  const out: string[] = [];
  const open: Open[] = [];
  // Elements left out are still counted, so that their end tags are known.
  let skipping = 0;
  let depth = 0;
  let sawRoot = false;

  const keptAttribute = (name: string, value: string): string | null => {
    if (name === 'xmlns' || name.startsWith('xmlns:')) return value;
    const { prefix, local } = split(name);
    const uri = prefix === '' ? '' : resolve(prefix);
    if (uri === undefined || local.includes(':')) return null;
    if (uri === XML_NS && local === 'base') return null;
    if (uri === '' && local.toLowerCase().startsWith('on')) return null;
    if (uri === XLINK_NS || local === 'href' || local === 'src') return isFragment(value) ? value : null;
    return hasUrl(value) ? selfContainedCss(value) : value;
  };

  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    if (depth > MAX_DEPTH) throw new UnreadableSvgError('nested too deeply');
    if (skipping > 0) {
      skipping++;
      return;
    }
    const declared: string[] = [];
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) {
        const prefix = name === 'xmlns' ? '' : name.slice(6);
        declared.push(prefix);
        const stack = bindings.get(prefix) ?? [];
        stack.push(value);
        bindings.set(prefix, stack);
      }
    }
    const { prefix, local } = split(tag.name);
    const kept = resolve(prefix) === SVG_NS && !local.includes(':') && !LEFT_OUT.has(local);
    if (!sawRoot) {
      sawRoot = true;
      if (!kept || local !== 'svg') throw new UnreadableSvgError('the root is no SVG element');
    }
    if (!kept) {
      for (const declaredPrefix of declared) bindings.get(declaredPrefix)!.pop();
      skipping = 1;
      return;
    }
    const parent = open.at(-1);
    const pathLine = options.textPathLines === true && local === 'tspan' && parent?.local === 'textPath';
    if (pathLine && parent.lines++ > 0) out.push(`</${parent.name}>`, parent.startTag);
    let element = `<${tag.name}`;
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (pathLine && name === 'x') continue;
      const keptValue = keptAttribute(name, value);
      if (keptValue !== null) element += ` ${name}="${escapeAttribute(keptValue)}"`;
    }
    const startTag = `${element}>`;
    out.push(startTag);
    if (open.length === 0 && options.baseCss) out.push(`<style>${escapeText(selfContainedCss(options.baseCss))}</style>`);
    open.push({ name: tag.name, local, startTag, lines: 0, declared, style: local === 'style' ? [] : null });
  });

  parser.on('closetag', () => {
    depth--;
    if (skipping > 0) {
      skipping--;
      return;
    }
    const element = open.pop()!;
    if (element.style) out.push(escapeText(selfContainedCss(element.style.join(''))));
    out.push(`</${element.name}>`);
    for (const prefix of element.declared) bindings.get(prefix)!.pop();
  });

  const onText = (text: string) => {
    if (skipping > 0 || open.length === 0) return;
    const style = open[open.length - 1].style;
    if (style) style.push(text);
    else out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (error) => {
    throw new UnreadableSvgError(error.message);
  });

  parser.write(svg).close();
  if (!sawRoot || open.length > 0) throw new UnreadableSvgError('no whole SVG element');
  return out.join('');
};
