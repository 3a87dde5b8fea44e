export type MentionName = (kind: string, id: string) => string | undefined;

// Kanka's mentions in entry text: `[kind:id]`, then parts after `|`. A part with a colon is an
// option (`anchor:history`, `field:title`, `page:inventory`, `alias:3`, …) that changes where
// the mention links, never what it is called; a part without one is the label. As in Kanka, the
// last label wins and, with none, the mentioned entity's name is shown.
const KIND = /^[a-z_]+$/;
const ID = /^\d+$/;

const shownName = (inside: string, mentionName: MentionName): string | null => {
  const [target, ...parts] = inside.split('|');
  const colon = target.indexOf(':');
  const kind = target.slice(0, colon);
  const id = target.slice(colon + 1);
  if (colon === -1 || !KIND.test(kind) || !ID.test(id)) return null;
  const label = parts.filter((part) => !part.includes(':')).at(-1);
  return label?.trim() || mentionName(kind, id) || '';
};

// Split at every `[`: a mention holds no `[`, so each one lies within one piece, up to the
// piece's first `]`. Each piece is looked at once: time grows with the text's length whatever
// it holds (no regular expression scans user text here).
export const replaceKankaMentions = (text: string, mentionName: MentionName): string => {
  const [head, ...pieces] = text.split('[');
  const replaced = pieces.map((piece) => {
    const close = piece.indexOf(']');
    const shown = close === -1 ? null : shownName(piece.slice(0, close), mentionName);
    return shown === null ? `[${piece}` : shown + piece.slice(close + 1);
  });
  return head + replaced.join('');
};
