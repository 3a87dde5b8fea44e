// What follows an @ just before the caret in plain text: the @ must start the text or follow a
// space or an opening bracket, so an e-mail address (ana@example.com) opens no list.
const MENTION_BEFORE_CARET = /(^|[\s(["'])@([^\s@[\]]{1,75})$/u;

export interface MentionQuery {
  /** Where the @ is. */
  start: number;
  /** The text typed after it. */
  query: string;
}

export function mentionQueryBefore(text: string, caret: number): MentionQuery | null {
  const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: match.index + match[1].length, query: match[2] };
}
