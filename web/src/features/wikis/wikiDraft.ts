import { isOpenPeriod, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { samePeriod, storedPeriod } from '@lorewright/domain/wikis/wikiPeriods';
import type { WikiHeaderField, WikiSection, WikiView } from '@lorewright/domain/wikis/wikiView';
import type { WikiChanges } from './api';

// The part of a wiki the author types into, and what of it differs from the server's copy: the
// saver sends only that (PUT creation/updateWiki with only the changed fields).

export interface WikiDraft {
  title: string;
  subtitle: string;
  overlayOpacity: number;
  headerFields: WikiHeaderField[];
  sections: WikiSection[];
  /** The wiki's own life on the world's calendar; null: none. */
  lifespan: WorldPeriod | null;
}

export const draftOf = (wiki: WikiView): WikiDraft => ({
  title: wiki.title,
  subtitle: wiki.subtitle,
  overlayOpacity: wiki.overlayOpacity,
  headerFields: wiki.headerFields,
  sections: wiki.sections,
  lifespan: storedPeriod(wiki.lifespan) ?? null,
});

// A part's period as the server takes it: one with neither end is no period (null removes it).
const periodSent = (period: WorldPeriod | null | undefined) => storedPeriod(period) ?? null;

// Ids of new header fields and sections are made here (random hex): they exist before their save.
export const newPartId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

const sameOrder = (a: readonly { _id: string }[], b: readonly { _id: string }[]) => a.length === b.length && a.every((item, at) => item._id === b[at]._id);
const removedIds = (before: readonly { _id: string }[], after: readonly { _id: string }[]) => {
  const kept = new Set(after.map((item) => item._id));
  return before.filter((item) => !kept.has(item._id)).map((item) => item._id);
};

/**
 * A list's edits: the items new or changed; or every item when the kept ones changed their order
 * or a new one was added. The server places what it is sent in the sent order and anything
 * unmentioned after its old neighbour, so a new item sent alone would land first.
 */
function listChanges<T extends { _id: string }>(before: readonly T[], after: readonly T[], differs: (old: T, now: T) => boolean) {
  const removed = removedIds(before, after);
  const old = new Map(before.map((item) => [item._id, item]));
  const edited = after.filter((item) => {
    const was = old.get(item._id);
    return !was || differs(was, item);
  });
  const reordered = !sameOrder(
    before.filter((item) => !removed.includes(item._id)),
    after.filter((item) => old.has(item._id)),
  );
  const added = edited.some((item) => !old.has(item._id));
  return { sent: reordered || added ? after : edited, removed, old };
}

// A part's secret mark goes with it once it has one; a part sent without it keeps its mark.
const markOf = (secret: boolean | undefined) => (secret === undefined ? {} : { secret });

// A part's period goes only when its dates changed (or a new part has some): absent keeps the stored one.
const datesOf = (was: { period?: WorldPeriod } | undefined, now: { period?: WorldPeriod }) => {
  if (was ? samePeriod(was.period, now.period) : isOpenPeriod(now.period)) return {};
  return { period: periodSent(now.period) };
};

function headerFieldChanges(base: WikiView, draft: WikiDraft): WikiChanges {
  const { sent, removed, old } = listChanges(
    base.headerFields,
    draft.headerFields,
    (was, now) => was.field !== now.field || was.value !== now.value || !!was.secret !== !!now.secret || !samePeriod(was.period, now.period),
  );
  return {
    ...(sent.length > 0 && {
      headerFields: sent.map((pair) => ({ _id: pair._id, field: pair.field, value: pair.value, ...markOf(pair.secret), ...datesOf(old.get(pair._id), pair) })),
    }),
    ...(removed.length > 0 && { removedHeaderFieldIDs: removed }),
  };
}

// With `textOut` (the page types sections together), an existing section's text is left out:
// it is saved from the section's room, and an edit without it never meets what others typed.
function sectionChanges(base: WikiView, draft: WikiDraft, textOut: boolean): WikiChanges {
  const { sent, removed, old } = listChanges(
    base.sections,
    draft.sections,
    (was, now) => was.title !== now.title || (!textOut && was.content !== now.content) || !!was.secret !== !!now.secret || !samePeriod(was.period, now.period),
  );
  return {
    // An existing section names the revision it was edited on; a new one has none yet.
    ...(sent.length > 0 && {
      sections: sent.map((section) => {
        const { _id, title, content, secret } = section;
        const was = old.get(_id);
        const dates = datesOf(was, section);
        if (!was) return { _id, title, content, ...markOf(secret), ...dates };
        return textOut
          ? { _id, title, ...markOf(secret), ...dates, revision: was.revision }
          : { _id, title, content, ...markOf(secret), ...dates, revision: was.revision };
      }),
    }),
    ...(removed.length > 0 && { removedSectionIDs: removed }),
  };
}

/** What the draft changes in the server's wiki; `{}` when nothing. `textOut`: sections are typed together. */
export function wikiChanges(base: WikiView, draft: WikiDraft, { textOut = false }: { textOut?: boolean } = {}): WikiChanges {
  return {
    ...(draft.title !== base.title && { title: draft.title }),
    ...(draft.subtitle !== base.subtitle && { subtitle: draft.subtitle }),
    ...(draft.overlayOpacity !== base.overlayOpacity && { overlayOpacity: draft.overlayOpacity }),
    ...(!samePeriod(draft.lifespan, base.lifespan) && { lifespan: periodSent(draft.lifespan) }),
    ...headerFieldChanges(base, draft),
    ...sectionChanges(base, draft, textOut),
  };
}

export const hasChanges = (changes: WikiChanges) => Object.keys(changes).length > 0;
