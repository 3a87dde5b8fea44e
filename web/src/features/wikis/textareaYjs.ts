import type * as Y from 'yjs';

// A plain text area typed together through a Y.Text: what this person types goes into the Y.Text
// as one splice per change; what others type comes back into the text area, the caret and the
// selection kept where they were in the text.

/** The one change that turns one text into another: `removed` characters at `at` give way to `inserted`. */
export interface TextSplice {
  at: number;
  removed: number;
  inserted: string;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * What lies between the common start and the common end of two texts, or null when they are the
 * same. Never cuts a character written with two code units (an emoji) in half, so two people
 * typing next to it can never leave half of it behind.
 */
export function spliceBetween(before: string, after: string): TextSplice | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  return { at: start, removed: before.length - start - end, inserted: after.slice(start, after.length - end) };
}

/** Where a place in the text is after a change (a Y.Text event's delta); text inserted right at it goes before it. */
export function placeAfterChange(place: number, delta: Y.YTextEvent['delta']): number {
  let at = 0;
  let moved = place;
  for (const op of delta) {
    if (op.retain !== undefined) at += op.retain;
    else if (op.insert !== undefined) {
      const length = typeof op.insert === 'string' ? op.insert.length : 1;
      if (at <= moved) moved += length;
      at += length;
    } else if (op.delete !== undefined && at < moved) moved -= Math.min(op.delete, moved - at);
  }
  return moved;
}

/** Puts this person's new text into the Y.Text as one splice, marked as theirs by `origin`. */
export function typeInto(text: Y.Text, value: string, origin: unknown): boolean {
  const splice = spliceBetween(text.toJSON(), value);
  if (!splice) return false;
  const apply = () => {
    if (splice.removed > 0) text.delete(splice.at, splice.removed);
    if (splice.inserted) text.insert(splice.at, splice.inserted);
  };
  if (text.doc) text.doc.transact(apply, origin);
  else apply();
  return true;
}

export interface TextareaBinding {
  /** Replaces the text as this person's edit (a link written in by a tool, not a keystroke). */
  replace: (value: string) => void;
  /** Stops following both ways; the text area keeps its text. */
  destroy: () => void;
}

export interface BindingEvents {
  /** The text changed: `byOthers` when it came through the room. */
  changed: (value: string, byOthers: boolean) => void;
}

/** Binds a text area to a Y.Text: it shows the Y.Text's text at once, then both follow each other. */
export function bindTextarea(textarea: HTMLTextAreaElement, text: Y.Text, events: BindingEvents): TextareaBinding {
  // Marks this binding's own transactions, so the text area does not hear its own typing back.
  const origin = {};
  // Set only when it differs: setting it moves the caret to the end.
  if (textarea.value !== text.toJSON()) textarea.value = text.toJSON();

  const typed = () => {
    if (typeInto(text, textarea.value, origin)) events.changed(textarea.value, false);
  };

  const heard = (event: Y.YTextEvent, transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    const { selectionStart, selectionEnd, selectionDirection, scrollTop } = textarea;
    const focused = textarea.ownerDocument.activeElement === textarea;
    textarea.value = text.toJSON();
    if (focused) textarea.setSelectionRange(placeAfterChange(selectionStart, event.delta), placeAfterChange(selectionEnd, event.delta), selectionDirection);
    // Text added above the view would otherwise scroll what this person reads away.
    textarea.scrollTop = scrollTop;
    events.changed(textarea.value, true);
  };

  // `change` too: a value set from outside (a test, an extension) ends with one.
  textarea.addEventListener('input', typed);
  textarea.addEventListener('change', typed);
  text.observe(heard);

  return {
    replace: (value) => {
      textarea.value = value;
      typed();
    },
    destroy: () => {
      textarea.removeEventListener('input', typed);
      textarea.removeEventListener('change', typed);
      text.unobserve(heard);
    },
  };
}
