// Reads back the mails nodemailer composes (the outbox files, and what the test SMTP server
// receives): headers with RFC 2047 encoded words, nested multiparts, base64 and
// quoted-printable bodies, any charset TextDecoder knows, attachments by their plain file name.
// Not a general mail parser: no RFC 2231 parameter continuations, which our mails never contain.

export interface ParsedMail {
  messageId: string | null;
  from: string;
  to: string;
  subject: string;
  // ISO-8601, or null when the Date header is missing or unreadable.
  date: string | null;
  text: string;
  html: string;
  attachments: ParsedAttachment[];
}

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

type Headers = Map<string, string>;

interface Part {
  headers: Headers;
  body: Buffer;
}

export const readMime = (raw: Buffer | string): ParsedMail => {
  const root = splitPart(Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8'));
  const header = (name: string) => decodeWords(root.headers.get(name) ?? '');
  const isAttachment = (part: Part) => /^\s*attachment/i.test(part.headers.get('content-disposition') ?? '');
  const all = flatten(root);
  const leaves = all.filter((part) => !isAttachment(part));
  const bodyOf = (type: string) => {
    const leaf = leaves.find((part) => mediaType(part.headers) === type);
    return leaf ? decodeBody(leaf) : '';
  };
  const date = new Date(header('date'));
  return {
    messageId: root.headers.get('message-id') ?? null,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: Number.isNaN(date.getTime()) ? null : date.toISOString(),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
    attachments: all.filter(isAttachment).map((part) => ({
      filename: decodeWords(parameter(part.headers.get('content-disposition') ?? '', 'filename') ?? ''),
      contentType: mediaType(part.headers),
      content: decodeBytes(part),
    })),
  };
};

// Headers end at the first empty line; folded lines (starting with white space) continue the
// header above. The first occurrence of a name wins, as for the headers we read.
const splitPart = (raw: Buffer): Part => {
  const end = /\r?\n\r?\n/.exec(raw.toString('latin1'));
  const head = raw.subarray(0, end ? end.index : raw.length).toString('utf8');
  const body = end ? raw.subarray(end.index + end[0].length) : Buffer.alloc(0);
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const mediaType = (headers: Headers) => (headers.get('content-type') ?? 'text/plain').split(';')[0].trim().toLowerCase();

const parameter = (headerValue: string, name: string): string | undefined => {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*("((?:[^"\\\\]|\\\\.)*)"|[^;\\s]*)`, 'i').exec(headerValue);
  if (!match) return undefined;
  return match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[1];
};

const flatten = (part: Part): Part[] => {
  const contentType = part.headers.get('content-type') ?? '';
  const boundary = parameter(contentType, 'boundary');
  if (!mediaType(part.headers).startsWith('multipart/') || !boundary) return [part];
  return splitMultipart(part.body, boundary).flatMap((child) => flatten(splitPart(child)));
};

// The parts sit between `--boundary` lines; the preamble before the first and everything after
// the closing `--boundary--` are ignored. The line break before a delimiter belongs to it.
const splitMultipart = (body: Buffer, boundary: string): Buffer[] => {
  const text = body.toString('latin1');
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escapeRegExp(boundary)}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: Buffer[] = [];
  let start: number | null = null;
  for (let match = delimiter.exec(text); match; match = delimiter.exec(text)) {
    if (start !== null) parts.push(body.subarray(start, match.index));
    if (match[1]) break;
    start = match.index + match[0].length;
  }
  return parts;
};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const decodeBytes = (part: Part): Buffer => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1').replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body.toString('latin1'));
  return part.body;
};

const decodeBody = (part: Part): string => {
  const charset = parameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  // On the wire every line ends in CRLF; give back the \n the text was composed with.
  return decodeCharset(decodeBytes(part), charset).replace(/\r\n/g, '\n');
};

const decodeQuotedPrintable = (text: string): Buffer =>
  Buffer.from(
    text
      .replace(/[ \t]+(?=\r?\n)/g, '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

const decodeCharset = (bytes: Uint8Array, charset: string): string => {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
};

// `=?UTF-8?Q?Zo=C3=AB?=` and `=?UTF-8?B?Wm/Dqw==?=`; white space between two encoded words is
// dropped, as RFC 2047 says.
const decodeWords = (value: string): string =>
  value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
    const bytes = kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '));
    return decodeCharset(bytes, charset.split('*')[0]);
  });
