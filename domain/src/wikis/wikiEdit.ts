import type { WorldPeriod } from '../calendars/worldDate';
import { conflict, invalid, notFound } from '../shared/errors';
import { mergedOrder, movesTo } from './partOrder';
import type { WikiChanges } from './wiki.commands';
import type { WikiEvent } from './wiki.events';
import type { WikiState } from './wiki.state';
import { WIKI_HEADER_FIELDS_MAX, WIKI_SECTIONS_MAX } from './wikiLimits';
import { wikiMessages as m } from './wikiMessages';
import { diffParts } from './wikiPartChanges';
import { periodOf, samePeriod, storedPeriod } from './wikiPeriods';
import { checkedWikiTitle } from './wikiTitle';

type Ids = { wikiId: string; worldId: string };
type SentSection = NonNullable<WikiChanges['sections']>[number];
type StoredSection = SentSection & { content: string };
type Marked = { _id: string; secret?: boolean | undefined };
type Dated = { _id: string; period?: WorldPeriod | null | undefined };

// A part sent without `secret` keeps its mark, so a client that does not know the mark can
// never reveal a part; a new one is not secret.
const resolvedSecrets = <P extends Marked>(current: readonly Marked[], sent: readonly P[]): P[] => {
  const marked = new Map(current.map((part) => [part._id, !!part.secret]));
  return sent.map((part) => ({ ...part, secret: part.secret ?? marked.get(part._id) ?? false }));
};
const sameMark = (a: Marked, b: Marked) => !!a.secret === !!b.secret;

// A part sent without `period` keeps the stored one (as `secret`); null or {} removes it; a new
// part without one always holds.
const resolvedPeriods = <P extends Dated>(current: readonly Dated[], sent: readonly P[]): (P & { period: WorldPeriod | undefined })[] => {
  const stored = new Map(current.map((part) => [part._id, part.period]));
  return sent.map((part) => ({ ...part, period: part.period === undefined ? storedPeriod(stored.get(part._id)) : storedPeriod(part.period) }));
};
const samePeriodOf = (a: Dated, b: Dated) => samePeriod(a.period, b.period);
// Stored only while a part is secret or the event unmarks it, so edits of parts never marked
// look as they did before secrets existed.
const markOf = (current: readonly Marked[], part: Marked) =>
  part.secret || current.some((before) => before._id === part._id && before.secret) ? { secret: !!part.secret } : {};

// A section edit made on a revision older than the section's last change (another tab's edit),
// or on one the stream never had, would overwrite text this client never saw. Sending the same
// text again is no change, whatever its revision. An edit that leaves the text out (a co-typed
// section, whose text is saved from its room) only has to follow the title's last change. A change
// of a section's period or mark alone touches no text, so it is never refused here.
const checkSections = (state: WikiState, sections: readonly SentSection[], removed: ReadonlySet<string>) => {
  const current = new Map(state.sections.map((section) => [section._id, section]));
  for (const sent of sections) {
    if (removed.has(sent._id)) continue;
    const stored = current.get(sent._id);
    if (!stored) {
      // Edited here, removed elsewhere.
      if (sent.revision !== undefined) throw conflict(m.partNotFound);
      continue;
    }
    if (stored.title === sent.title && stored.content === (sent.content ?? stored.content)) continue;
    const basis = sent.content === undefined ? (state.sectionTitleRevisions.get(sent._id) ?? stored.revision) : stored.revision;
    if (sent.revision === undefined || sent.revision < basis || sent.revision > state.revision) throw conflict(m.sectionConflict);
  }
};

// A section sent without its text keeps the stored one; a new one starts empty.
const withTextOf = (state: WikiState, sections: readonly SentSection[]): StoredSection[] => {
  const stored = new Map(state.sections.map((section) => [section._id, section.content]));
  return sections.map(({ content, ...section }) => ({ ...section, content: content ?? stored.get(section._id) ?? '' }));
};

const imageEvents = (state: WikiState, ids: Ids, images: NonNullable<WikiChanges['images']>): WikiEvent[] => {
  const current = new Map(state.images.map((image) => [image._id, image]));
  if (images.some((image) => !current.has(image._id))) throw conflict(m.partNotFound);
  const visibility: WikiEvent[] = images
    .filter((image) => current.get(image._id)!.visibility !== image.visibility)
    .map((image) => ({ type: 'WikiImageVisibilityChanged', data: { ...ids, imageId: image._id, visibility: image.visibility } }));
  const order = state.images.map((image) => image._id);
  const moves = movesTo(
    order,
    mergedOrder(
      order,
      images.map((image) => image._id),
    ),
  );
  return [...visibility, ...moves.map(({ id, afterId }): WikiEvent => ({ type: 'WikiImageMoved', data: { ...ids, imageId: id, afterId } }))];
};

const headerFieldEvents = (state: WikiState, ids: Ids, changes: WikiChanges): WikiEvent[] => {
  const diff = diffParts(
    state.headerFields,
    resolvedPeriods(state.headerFields, resolvedSecrets(state.headerFields, changes.headerFields ?? [])),
    changes.removedHeaderFieldIDs ?? [],
    (a, b) => a.field === b.field && a.value === b.value && sameMark(a, b) && samePeriodOf(a, b),
  );
  const stored = ({ _id, field, value, secret, period }: NonNullable<WikiChanges['headerFields']>[number]) => ({
    _id,
    field,
    value,
    ...markOf(state.headerFields, { _id, secret }),
    ...periodOf(period),
  });
  if (state.headerFields.length - diff.removed.length + diff.added.length > WIKI_HEADER_FIELDS_MAX) throw invalid(m.tooManyHeaderFields);
  return [
    ...diff.removed.map((headerFieldId): WikiEvent => ({ type: 'WikiHeaderFieldRemoved', data: { ...ids, headerFieldId } })),
    ...diff.added.map(({ part, afterId }): WikiEvent => ({ type: 'WikiHeaderFieldAdded', data: { ...ids, headerField: stored(part), afterId } })),
    ...diff.moved.map(({ id, afterId }): WikiEvent => ({ type: 'WikiHeaderFieldMoved', data: { ...ids, headerFieldId: id, afterId } })),
    ...diff.edited.map((part): WikiEvent => ({ type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: stored(part) } })),
  ];
};

const sectionEvents = (state: WikiState, ids: Ids, changes: WikiChanges): WikiEvent[] => {
  const removedIds = changes.removedSectionIDs ?? [];
  checkSections(state, changes.sections ?? [], new Set(removedIds));
  const sent = withTextOf(state, resolvedPeriods(state.sections, resolvedSecrets(state.sections, changes.sections ?? [])));
  const diff = diffParts(state.sections, sent, removedIds, (a, b) => a.title === b.title && a.content === b.content && sameMark(a, b) && samePeriodOf(a, b));
  if (state.sections.length - diff.removed.length + diff.added.length > WIKI_SECTIONS_MAX) throw invalid(m.tooManySections);
  const stored = ({ _id, title, content, secret, period }: StoredSection) => ({
    _id,
    title,
    content,
    ...markOf(state.sections, { _id, secret }),
    ...periodOf(period),
  });
  return [
    ...diff.removed.map((sectionId): WikiEvent => ({ type: 'WikiSectionRemoved', data: { ...ids, sectionId } })),
    ...diff.added.map(({ part, afterId }): WikiEvent => ({ type: 'WikiSectionAdded', data: { ...ids, section: stored(part), afterId } })),
    ...diff.moved.map(({ id, afterId }): WikiEvent => ({ type: 'WikiSectionMoved', data: { ...ids, sectionId: id, afterId } })),
    ...diff.edited.map((section): WikiEvent => ({ type: 'WikiSectionEdited', data: { ...ids, section: stored(section) } })),
  ];
};

// The events of one edit (PUT creation/updateWiki): one per thing that changed, nothing for
// what is sent unchanged. Everything is checked before any event is made, so a refused edit
// stores nothing.
export const wikiEditEvents = (state: WikiState, changes: WikiChanges): WikiEvent[] => {
  const ids = { wikiId: state.wikiId, worldId: state.worldId };
  const { subtitle, background, overlayOpacity } = changes;
  // Left out: the stored life stays; null or {} removes it.
  const lifespan = changes.lifespan === undefined ? undefined : (storedPeriod(changes.lifespan) ?? null);
  const title = changes.title === undefined ? undefined : checkedWikiTitle(changes.title);
  const sections = sectionEvents(state, ids, changes);
  const images = changes.images ? imageEvents(state, ids, changes.images) : [];
  const own: WikiEvent[] = [
    ...(title !== undefined && title !== state.title ? [{ type: 'WikiRenamed' as const, data: { ...ids, title } }] : []),
    ...(subtitle !== undefined && subtitle !== state.subtitle ? [{ type: 'WikiSubtitleChanged' as const, data: { ...ids, subtitle } }] : []),
    ...(background && (background.backgroundImage !== state.backgroundImage || background.mediaId !== state.backgroundMediaId)
      ? [{ type: 'WikiBackgroundChanged' as const, data: { ...ids, ...background } }]
      : []),
    ...(overlayOpacity !== undefined && overlayOpacity !== state.overlayOpacity
      ? [{ type: 'WikiOverlayOpacityChanged' as const, data: { ...ids, overlayOpacity } }]
      : []),
    ...(lifespan !== undefined && !samePeriod(lifespan, state.lifespan) ? [{ type: 'WikiLifespanChanged' as const, data: { ...ids, lifespan } }] : []),
  ];
  return [...own, ...images, ...headerFieldEvents(state, ids, changes), ...sections];
};

// One section's text from its co-typing room (SaveSectionText): the edit a typed change of that
// text makes, so its revision moves on and an edit of the text made on an older one is refused.
export const sectionTextEvents = (state: WikiState, sectionId: string, content: string): WikiEvent[] => {
  const section = state.sections.find((one) => one._id === sectionId);
  if (!section) throw notFound(m.sectionNotFound);
  if (section.content === content) return [];
  const { _id, title, secret, period } = section;
  return [
    {
      type: 'WikiSectionEdited',
      data: {
        wikiId: state.wikiId,
        worldId: state.worldId,
        section: { _id, title, content, ...markOf(state.sections, { _id, secret }), ...periodOf(period) },
      },
    },
  ];
};
