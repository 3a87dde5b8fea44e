// How Lorewright's Markdown export marks a secret part (a wiki's section or header field, a map or
// timeline point): a tag after its heading, value or line, which Obsidian shows and searches, and
// which the vault import reads back as the mark (absent: not secret).
export const SECRET_TAG = '#lorewright/secret';

export const withSecretTag = (text: string, secret: boolean | undefined) => (secret ? `${text} ${SECRET_TAG}` : text);

// The text without a trailing tag, and whether it had one.
export const secretTagged = (text: string): { text: string; secret: boolean } => {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(SECRET_TAG)) return { text, secret: false };
  return { text: trimmed.slice(0, -SECRET_TAG.length).trimEnd(), secret: true };
};
