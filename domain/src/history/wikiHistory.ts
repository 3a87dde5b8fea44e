import type { WorldPeriod } from '../calendars/worldDate';
import { wikiEvents, type WikiEvent } from '../wikis/wiki.events';
import { datedLook, editVerb, lookKey } from './datedLook';
import { namedPart, quoted, type ElementDescriber, type HistoryLabels, labelKeysIn, labelOf } from './elementHistory';

// One line per event of a wiki's stream. Labels remember each section's and header field's
// name by its id (prefixed, so the two kinds of part never share a key).
const sectionKey = (id: string) => `section:${id}`;
const fieldKey = (id: string) => `field:${id}`;
// A section may have no title; the line still names it.
const sectionTitle = (title: string) => title.trim() || 'Untitled';

const fieldLook = (f: { field: string; value: string; secret?: boolean | undefined; period?: WorldPeriod | undefined }) =>
  datedLook([f.field, f.value, !!f.secret], f.period);
const sectionLook = (s: { title: string; content: string; secret?: boolean | undefined; period?: WorldPeriod | undefined }) =>
  datedLook([s.title, s.content, !!s.secret], s.period);

const describeWiki = (event: WikiEvent, labels: HistoryLabels): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'WikiCreated':
      return {
        summary: `Created wiki ${quoted(event.data.title)}`,
        labels: Object.fromEntries(
          event.data.headerFields.flatMap((f) => [
            [fieldKey(f._id), f.field],
            [lookKey(fieldKey(f._id)), fieldLook(f)],
          ]),
        ),
      };
    case 'WikiRenamed':
      return { summary: `Renamed to ${quoted(event.data.title)}`, labels: {} };
    case 'WikiSubtitleChanged':
      return { summary: 'Changed the subtitle', labels: {} };
    case 'WikiVisibilityChanged':
      return { summary: `Made ${event.data.visibility}`, labels: {} };
    case 'WikiBackgroundChanged':
      return { summary: event.data.backgroundImage ? 'Changed the background' : 'Put the default background back', labels: {} };
    case 'WikiOverlayOpacityChanged':
      return { summary: `Set the overlay to ${Math.round(event.data.overlayOpacity * 100)}%`, labels: {} };
    case 'WikiLifespanChanged':
      return { summary: event.data.lifespan ? 'Changed the dates of its life' : 'Removed the dates of its life', labels: {} };
    case 'WikiDeleted':
      return { summary: 'Deleted', labels: {} };
    case 'WikiImageAdded':
      return { summary: 'Added an image', labels: {} };
    case 'WikiImageRemoved':
      return { summary: 'Removed an image', labels: {} };
    case 'WikiImageVisibilityChanged':
      return { summary: `Made an image ${event.data.visibility}`, labels: {} };
    case 'WikiImageMoved':
      return { summary: 'Moved an image', labels: {} };
    case 'WikiHeaderFieldAdded': {
      const { _id, field } = event.data.headerField;
      return { summary: `Added field ${quoted(field)}`, labels: { [fieldKey(_id)]: field, [lookKey(fieldKey(_id))]: fieldLook(event.data.headerField) } };
    }
    case 'WikiHeaderFieldEdited': {
      const { _id, field } = event.data.headerField;
      const look = fieldLook(event.data.headerField);
      const verb = editVerb(labelOf(labels, lookKey(fieldKey(_id))), look);
      return { summary: `${verb} field ${quoted(field)}`, labels: { [fieldKey(_id)]: field, [lookKey(fieldKey(_id))]: look } };
    }
    case 'WikiHeaderFieldMoved':
      return { summary: `Moved field ${namedPart(labels, fieldKey(event.data.headerFieldId), 'a field')}`, labels: {} };
    case 'WikiHeaderFieldRemoved':
      return { summary: `Removed field ${namedPart(labels, fieldKey(event.data.headerFieldId), 'a field')}`, labels: {} };
    case 'WikiSectionAdded': {
      const key = sectionKey(event.data.section._id);
      const title = sectionTitle(event.data.section.title);
      return { summary: `Added section ${quoted(title)}`, labels: { [key]: title, [lookKey(key)]: sectionLook(event.data.section) } };
    }
    case 'WikiSectionEdited': {
      const key = sectionKey(event.data.section._id);
      const title = sectionTitle(event.data.section.title);
      const before = labelOf(labels, key);
      const look = sectionLook(event.data.section);
      const verb = editVerb(labelOf(labels, lookKey(key)), look);
      const summary = before === undefined || before === title ? `${verb} section ${quoted(title)}` : `Edited section ${quoted(title)} (was ${quoted(before)})`;
      return { summary, labels: { [key]: title, [lookKey(key)]: look } };
    }
    case 'WikiSectionMoved':
      return { summary: `Moved section ${namedPart(labels, sectionKey(event.data.sectionId), 'a section')}`, labels: {} };
    case 'WikiSectionRemoved':
      return { summary: `Removed section ${namedPart(labels, sectionKey(event.data.sectionId), 'a section')}`, labels: {} };
  }
};

export const wikiDescriber: ElementDescriber<WikiEvent> = {
  kind: 'wiki',
  category: 'wiki',
  // Every event of the wiki's stream has a line.
  eventTypes: wikiEvents.map((definition) => definition.type),
  elementIdOf: (event) => event.data.wikiId,
  worldIdOf: (event) => event.data.worldId,
  labelKeysOf: (event) => [
    ...labelKeysIn(event.data, ['headerFieldId'], fieldKey),
    ...labelKeysIn(event.data, ['sectionId'], sectionKey),
    ...(event.type === 'WikiSectionEdited' ? [sectionKey(event.data.section._id), lookKey(sectionKey(event.data.section._id))] : []),
    ...(event.type === 'WikiHeaderFieldEdited' ? [lookKey(fieldKey(event.data.headerField._id))] : []),
  ],
  describe: describeWiki,
};
