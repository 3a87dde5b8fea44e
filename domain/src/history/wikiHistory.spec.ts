import { describe, expect, it } from 'vitest';
import type { WikiEvent } from '../wikis/wiki.events';
import { historySummaries } from './historySummaries';
import { wikiDescriber } from './wikiHistory';

const ids = { wikiId: 'k1', worldId: 'world1' };

const summaries = (events: WikiEvent[]) => historySummaries(wikiDescriber, events);

const created: WikiEvent = {
  type: 'WikiCreated',
  data: {
    ...ids,
    authorId: 'ann',
    category: 'characters',
    title: 'Isolde',
    subtitle: 'Subtitle or description...',
    parentId: null,
    images: [{ _id: 'i1', name: 'default', visibility: 'public', mediaId: null }],
    headerFields: [{ _id: 'f1', field: 'Field', value: 'Value' }],
    createdOn: '',
  },
};

describe('wiki history summaries', () => {
  it('say in one line what each event did, naming sections and fields by the name they had', () => {
    expect(
      summaries([
        created,
        { type: 'WikiSectionAdded', data: { ...ids, section: { _id: 's1', title: 'Youth', content: 'Born.' }, afterId: null } },
        { type: 'WikiSectionEdited', data: { ...ids, section: { _id: 's1', title: 'Youth', content: 'Born at sea.' } } },
        { type: 'WikiSectionEdited', data: { ...ids, section: { _id: 's1', title: 'Childhood', content: 'Born at sea.' } } },
        { type: 'WikiSectionMoved', data: { ...ids, sectionId: 's1', afterId: null } },
        { type: 'WikiSectionRemoved', data: { ...ids, sectionId: 's1' } },
        { type: 'WikiHeaderFieldMoved', data: { ...ids, headerFieldId: 'f1', afterId: null } },
        { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f1', field: 'Age', value: '30' } } },
        { type: 'WikiHeaderFieldAdded', data: { ...ids, headerField: { _id: 'f2', field: 'Home', value: 'Cornwall' }, afterId: 'f1' } },
        { type: 'WikiHeaderFieldRemoved', data: { ...ids, headerFieldId: 'f1' } },
        { type: 'WikiRenamed', data: { ...ids, title: 'Iseult' } },
        { type: 'WikiSubtitleChanged', data: { ...ids, subtitle: 'Queen' } },
        { type: 'WikiVisibilityChanged', data: { ...ids, visibility: 'public' } },
        { type: 'WikiBackgroundChanged', data: { ...ids, backgroundImage: 'https://example.org/a.png', mediaId: null } },
        { type: 'WikiBackgroundChanged', data: { ...ids, backgroundImage: '', mediaId: null } },
        { type: 'WikiOverlayOpacityChanged', data: { ...ids, overlayOpacity: 0.4 } },
        { type: 'WikiImageAdded', data: { ...ids, image: { _id: 'i2', name: 'p.png', visibility: 'public', mediaId: 'm1' } } },
        { type: 'WikiImageVisibilityChanged', data: { ...ids, imageId: 'i2', visibility: 'private' } },
        { type: 'WikiImageMoved', data: { ...ids, imageId: 'i2', afterId: null } },
        { type: 'WikiImageRemoved', data: { ...ids, imageId: 'i2' } },
        { type: 'WikiDeleted', data: ids },
      ]),
    ).toEqual([
      'Created wiki “Isolde”',
      'Added section “Youth”',
      'Edited section “Youth”',
      'Edited section “Childhood” (was “Youth”)',
      'Moved section “Childhood”',
      'Removed section “Childhood”',
      'Moved field “Field”',
      'Edited field “Age”',
      'Added field “Home”',
      'Removed field “Age”',
      'Renamed to “Iseult”',
      'Changed the subtitle',
      'Made public',
      'Changed the background',
      'Put the default background back',
      'Set the overlay to 40%',
      'Added an image',
      'Made an image private',
      'Moved an image',
      'Removed an image',
      'Deleted',
    ]);
  });

  it('a section without a title is “Untitled”; a part the labels do not know is “a section” or “a field”', () => {
    expect(
      summaries([
        { type: 'WikiSectionAdded', data: { ...ids, section: { _id: 's1', title: ' ', content: '' }, afterId: null } },
        { type: 'WikiSectionRemoved', data: { ...ids, sectionId: 'gone' } },
        { type: 'WikiHeaderFieldRemoved', data: { ...ids, headerFieldId: 'gone' } },
      ]),
    ).toEqual(['Added section “Untitled”', 'Removed section “a section”', 'Removed field “a field”']);
  });

  it('belongs to the wiki and its world', () => {
    expect(wikiDescriber.elementIdOf(created)).toBe('k1');
    expect(wikiDescriber.worldIdOf(created)).toBe('world1');
  });

  it('an edit that only dates or undates a part says so; one that changes more is an edit', () => {
    const reign = { from: { year: 1150 }, until: { year: 1199 } };
    expect(
      summaries([
        created,
        { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f1', field: 'Field', value: 'Value', period: reign } } },
        { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f1', field: 'Ruler', value: 'Berengar', period: reign } } },
        { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f1', field: 'Ruler', value: 'Berengar' } } },
        { type: 'WikiSectionAdded', data: { ...ids, section: { _id: 's1', title: 'Reign', content: 'Long.' }, afterId: null } },
        { type: 'WikiSectionEdited', data: { ...ids, section: { _id: 's1', title: 'Reign', content: 'Long.', period: reign } } },
        { type: 'WikiSectionEdited', data: { ...ids, section: { _id: 's1', title: 'Reign', content: 'Short.', period: reign } } },
        { type: 'WikiLifespanChanged', data: { ...ids, lifespan: reign } },
        { type: 'WikiLifespanChanged', data: { ...ids, lifespan: null } },
      ]),
    ).toEqual([
      'Created wiki “Isolde”',
      'Dated field “Field”',
      'Edited field “Ruler”',
      'Undated field “Ruler”',
      'Added section “Reign”',
      'Dated section “Reign”',
      'Edited section “Reign”',
      'Changed the dates of its life',
      'Removed the dates of its life',
    ]);
  });

  it('a part last changed before dated facts (no remembered look) reads as edited', () => {
    expect(
      wikiDescriber.describe(
        { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f1', field: 'Ruler', value: 'Cyne', period: { from: { year: 1200 } } } } },
        { 'field:f1': 'Ruler' },
      ).summary,
    ).toBe('Edited field “Ruler”');
  });
});
