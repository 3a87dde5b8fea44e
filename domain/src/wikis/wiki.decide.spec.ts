import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { WikiChanges, WikiCommand } from './wiki.commands';
import { wikiDecider } from './wiki.decide';
import type { WikiEvent } from './wiki.events';
import { WIKI_SECTIONS_MAX } from './wikiLimits';
import { wikiMessages as m } from './wikiMessages';
import { DEFAULT_WIKI_IMAGE, DEFAULT_WIKI_OVERLAY_OPACITY } from './wikiView';

const spec = deciderSpec(wikiDecider);
const author = 'author';
const world = { worldId: 'w1', authorID: author, visibility: 'private' as const, members: ['member'] };
const ids = { wikiId: 'k1', worldId: 'w1' };
const date = '2025-03-01T00:00:00.000Z';

const created: WikiEvent = {
  type: 'WikiCreated',
  data: {
    ...ids,
    authorId: author,
    category: 'characters',
    title: 'Isolde',
    subtitle: 'Subtitle or description...',
    parentId: null,
    images: [{ _id: 'i0', name: DEFAULT_WIKI_IMAGE, visibility: 'public', mediaId: null }],
    headerFields: [{ _id: 'f0', field: 'Field', value: 'Value' }],
    createdOn: date,
  },
};
const section = (_id: string, afterId: string | null = null): WikiEvent => ({
  type: 'WikiSectionAdded',
  data: { ...ids, section: { _id, title: _id, content: `${_id} text` }, afterId },
});
// Sections a, b, c at revisions 1, 2 and 3.
const withSections = [created, section('a'), section('b', 'a'), section('c', 'b')];
const edit = (changes: WikiChanges, actorId = author): WikiCommand => ({ type: 'UpdateWiki', actorId, world, changes });
const sectionOrder = (events: WikiEvent[]) => foldEvents(wikiDecider, events).sections.map((s) => s._id);

describe('creating a wiki', () => {
  const create = (extra: Partial<Extract<WikiCommand, { type: 'CreateWiki' }>> = {}): WikiCommand => ({
    type: 'CreateWiki',
    actorId: author,
    world,
    wikiId: 'k1',
    category: 'characters',
    title: 'Isolde',
    subtitle: 'Subtitle or description...',
    parent: null,
    defaultImageId: 'i0',
    defaultHeaderFieldId: 'f0',
    createdOn: date,
    ...extra,
  });

  it('the world author creates a private wiki with the default image and header field', () => {
    spec.given([]).when(create()).then([created]);
    const state = foldEvents(wikiDecider, [created]);
    expect(state).toMatchObject({ visibility: 'private', overlayOpacity: DEFAULT_WIKI_OVERLAY_OPACITY, backgroundImage: '', sections: [] });
  });

  it.each([
    ['a member cannot create a wiki in the world', create({ actorId: 'member' }), wm.onlyAuthor],
    ['a blank title is refused', create({ title: '  ' }), m.nameRequired],
    ['a parent of another world is refused', create({ parent: { wikiId: 'p', worldId: 'w2' } }), m.parentNotWiki],
  ])('%s', (_case, command, message) => spec.given([]).when(command).thenThrows(message));
  it('an existing wiki cannot be created again', () => spec.given([created]).when(create()).thenThrows(m.alreadyExists));
});

describe('the author changes a wiki', () => {
  it('a rename to a blank name is refused', () =>
    spec.given([created]).when({ type: 'RenameWiki', actorId: author, world, title: ' ' }).thenThrows(m.nameRequired));
  it('a member cannot rename it', () => spec.given([created]).when({ type: 'RenameWiki', actorId: 'member', world, title: 'X' }).thenThrows(m.onlyAuthor));
  it('a wiki of another world is not found', () =>
    spec
      .given([created])
      .when({ type: 'DeleteWiki', actorId: author, world: { ...world, worldId: 'w2' } })
      .thenThrows(m.notFound));
  it('a deleted wiki refuses every change', () =>
    spec
      .given([created, { type: 'WikiDeleted', data: ids }])
      .when(edit({ title: 'New' }))
      .thenThrows(m.notFound));
  it('visibility changes once', () =>
    spec
      .given([created])
      .when({ type: 'ChangeWikiVisibility', actorId: author, world, visibility: 'public' })
      .then([{ type: 'WikiVisibilityChanged', data: { ...ids, visibility: 'public' } }]));

  it('an edit appends one event per changed field and nothing for unchanged ones', () =>
    spec
      .given([created])
      .when(
        edit({
          title: 'Isolde Varn',
          subtitle: 'Subtitle or description...',
          overlayOpacity: 0.4,
          background: { backgroundImage: 'https://x.test/a.png', mediaId: null },
        }),
      )
      .then([
        { type: 'WikiRenamed', data: { ...ids, title: 'Isolde Varn' } },
        { type: 'WikiBackgroundChanged', data: { ...ids, backgroundImage: 'https://x.test/a.png', mediaId: null } },
        { type: 'WikiOverlayOpacityChanged', data: { ...ids, overlayOpacity: 0.4 } },
      ]));

  it('a member cannot edit', () =>
    spec
      .given([created])
      .when(edit({ title: 'X' }, 'member'))
      .thenThrows(m.onlyAuthor));
});

describe('images', () => {
  const uploaded: WikiEvent = { type: 'WikiImageAdded', data: { ...ids, image: { _id: 'i1', name: 'm1.png', visibility: 'public', mediaId: 'm1' } } };

  it('hiding an image and reordering are one event each', () =>
    spec
      .given([created, uploaded])
      .when(
        edit({
          images: [
            { _id: 'i1', visibility: 'private' },
            { _id: 'i0', visibility: 'public' },
          ],
        }),
      )
      .then([
        { type: 'WikiImageVisibilityChanged', data: { ...ids, imageId: 'i1', visibility: 'private' } },
        { type: 'WikiImageMoved', data: { ...ids, imageId: 'i1', afterId: null } },
      ]));

  it('an image that is not in the wiki is refused', () =>
    spec
      .given([created])
      .when(edit({ images: [{ _id: 'nope', visibility: 'private' }] }))
      .thenThrows(m.partNotFound));

  it('removing an image it does not have is refused', () =>
    spec.given([created]).when({ type: 'RemoveWikiImage', actorId: author, world, imageId: 'nope' }).thenThrows(m.partNotFound));
});

describe('header fields', () => {
  it('fields are added after their neighbour, edited and removed by id', () =>
    spec
      .given([created])
      .when(
        edit({
          headerFields: [
            { _id: 'f0', field: 'Age', value: '31' },
            { _id: 'f1', field: 'Home', value: 'Hollowmere' },
          ],
        }),
      )
      .then([
        { type: 'WikiHeaderFieldAdded', data: { ...ids, headerField: { _id: 'f1', field: 'Home', value: 'Hollowmere' }, afterId: 'f0' } },
        { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f0', field: 'Age', value: '31' } } },
      ]));

  it('only the ids named as removed are removed', () =>
    spec
      .given([created])
      .when(edit({ headerFields: [], removedHeaderFieldIDs: ['f0', 'gone'] }))
      .then([{ type: 'WikiHeaderFieldRemoved', data: { ...ids, headerFieldId: 'f0' } }]));
});

describe('sections', () => {
  it('a new section goes after the one before it in the edit', () => {
    const events = wikiDecider.decide(
      edit({
        sections: [
          { _id: 'a', title: 'a', content: 'a text', revision: 1 },
          { _id: 'n', title: 'New', content: '' },
        ],
      }),
      foldEvents(wikiDecider, withSections),
    );
    expect(events).toEqual([{ type: 'WikiSectionAdded', data: { ...ids, section: { _id: 'n', title: 'New', content: '' }, afterId: 'a' } }]);
    expect(sectionOrder([...withSections, ...events])).toEqual(['a', 'n', 'b', 'c']);
  });

  it('moving one section keeps the ones not mentioned after their neighbour', () => {
    const events = wikiDecider.decide(
      edit({
        sections: [
          { _id: 'c', title: 'c', content: 'c text', revision: 3 },
          { _id: 'a', title: 'a', content: 'a text', revision: 1 },
        ],
      }),
      foldEvents(wikiDecider, withSections),
    );
    expect(events).toEqual([{ type: 'WikiSectionMoved', data: { ...ids, sectionId: 'c', afterId: null } }]);
    expect(sectionOrder([...withSections, ...events])).toEqual(['c', 'a', 'b']);
  });

  it('two edits of different sections made on the same revisions both apply', () => {
    const state = foldEvents(wikiDecider, withSections);
    const first = wikiDecider.decide(edit({ sections: [{ _id: 'a', title: 'a', content: 'A from tab one', revision: 1 }] }), state);
    const after = [...withSections, ...first];
    const second = wikiDecider.decide(edit({ sections: [{ _id: 'b', title: 'b', content: 'B from tab two', revision: 2 }] }), foldEvents(wikiDecider, after));
    const sections = foldEvents(wikiDecider, [...after, ...second]).sections;
    expect(sections.map((s) => s.content)).toEqual(['A from tab one', 'B from tab two', 'c text']);
  });

  it('a stale edit of the same section is a conflict', () => {
    const edited: WikiEvent = { type: 'WikiSectionEdited', data: { ...ids, section: { _id: 'a', title: 'a', content: 'other tab' } } };
    spec
      .given([...withSections, edited])
      .when(edit({ sections: [{ _id: 'a', title: 'a', content: 'this tab', revision: 1 }] }))
      .thenThrows(m.sectionConflict);
  });

  it('sending the current text again is no change, whatever its revision', () =>
    spec
      .given(withSections)
      .when(edit({ sections: [{ _id: 'a', title: 'a', content: 'a text', revision: 0 }] }))
      .then([]));

  it('an edit of a section removed elsewhere is a conflict', () =>
    spec
      .given(withSections)
      .when(edit({ sections: [{ _id: 'x', title: 'x', content: 'x', revision: 1 }] }))
      .thenThrows(m.partNotFound));

  it('a removal names the section; the others stay', () => {
    const events = wikiDecider.decide(edit({ removedSectionIDs: ['b'] }), foldEvents(wikiDecider, withSections));
    expect(events).toEqual([{ type: 'WikiSectionRemoved', data: { ...ids, sectionId: 'b' } }]);
    expect(sectionOrder([...withSections, ...events])).toEqual(['a', 'c']);
  });

  it('more sections than a wiki holds are refused', () => {
    const many = Array.from({ length: WIKI_SECTIONS_MAX + 1 - 3 }, (_, i) => ({ _id: `n${i}`, title: '', content: '' }));
    spec
      .given(withSections)
      .when(edit({ sections: many }))
      .thenThrows(m.tooManySections);
  });
});

describe('co-typed sections: text from the room, everything else from the page', () => {
  const typed = (sectionId: string, content: string, actorId = author): WikiCommand => ({ type: 'SaveSectionText', actorId, world, sectionId, content });
  const sectionEdited = (_id: string, title: string, content: string, secret?: boolean): WikiEvent => ({
    type: 'WikiSectionEdited',
    data: { ...ids, section: { _id, title, content, ...(secret !== undefined && { secret }) } },
  });
  // Section a's text typed in its room: revision 4.
  const coTyped = sectionEdited('a', 'a', 'typed in the room');

  it('a section’s text from its room is saved on no revision, as the edit a typed change makes', () =>
    spec
      .given([...withSections, coTyped])
      .when(typed('a', 'typed together'))
      .then([sectionEdited('a', 'a', 'typed together')]));

  it('the same text again is no change', () => spec.given(withSections).when(typed('a', 'a text')).then([]));

  it('a secret section stays secret', () => {
    const marked = sectionEdited('b', 'b', 'b text', true);
    spec
      .given([...withSections, marked])
      .when(typed('b', 'hidden words'))
      .then([sectionEdited('b', 'b', 'hidden words', true)]);
  });

  it('the room’s text is refused for a section that is not there, or by someone who may not edit', () => {
    spec.given(withSections).when(typed('gone', 'x')).thenThrows(m.sectionNotFound);
    spec
      .given([...withSections, { type: 'WikiSectionRemoved', data: { ...ids, sectionId: 'a' } }])
      .when(typed('a', 'x'))
      .thenThrows(m.sectionNotFound);
    spec
      .given(withSections)
      .when(typed('a', 'x', 'member'))
      .thenThrows(m.onlyAuthor);
    spec
      .given([...withSections, { type: 'WikiDeleted', data: ids }])
      .when(typed('a', 'x'))
      .thenThrows(m.notFound);
  });

  it('the room’s save moves the section’s revision on: an edit of its text on an older one is a conflict', () => {
    expect(foldEvents(wikiDecider, [...withSections, coTyped]).sections[0].revision).toBe(4);
    spec
      .given([...withSections, coTyped])
      .when(edit({ sections: [{ _id: 'a', title: 'a', content: 'typed alone', revision: 1 }] }))
      .thenThrows(m.sectionConflict);
    spec
      .given([...withSections, coTyped])
      .when(edit({ sections: [{ _id: 'a', title: 'a', content: 'typed alone', revision: 4 }] }))
      .then([sectionEdited('a', 'a', 'typed alone')]);
  });

  it('an edit that leaves the text out keeps it, and is not stopped by text typed since', () =>
    spec
      .given([...withSections, coTyped])
      .when(edit({ sections: [{ _id: 'a', title: 'Dawn', revision: 1 }] }))
      .then([sectionEdited('a', 'Dawn', 'typed in the room')]));

  it('an edit that leaves the text out is still stopped by a title changed since', () =>
    spec
      .given([...withSections, sectionEdited('a', 'Dusk', 'a text'), coTyped])
      .when(edit({ sections: [{ _id: 'a', title: 'Dawn', revision: 1 }] }))
      .thenThrows(m.sectionConflict));

  it('a new section sent without text is empty; a removal still goes', () => {
    const events = wikiDecider.decide(
      edit({
        sections: [
          { _id: 'a', title: 'a', revision: 1 },
          { _id: 'n', title: 'New' },
        ],
        removedSectionIDs: ['c'],
      }),
      foldEvents(wikiDecider, [...withSections, coTyped]),
    );
    expect(events).toEqual([
      { type: 'WikiSectionRemoved', data: { ...ids, sectionId: 'c' } },
      { type: 'WikiSectionAdded', data: { ...ids, section: { _id: 'n', title: 'New', content: '' }, afterId: 'a' } },
    ]);
  });
});

describe('dated facts: periods of parts and the wiki’s life', () => {
  const reign = (from: number, until?: number) => ({ from: { year: from }, ...(until !== undefined && { until: { year: until } }) });
  const fieldEdited = (headerField: { _id: string; field: string; value: string; period?: ReturnType<typeof reign> }): WikiEvent => ({
    type: 'WikiHeaderFieldEdited',
    data: { ...ids, headerField },
  });
  const sectionEdited = (section: { _id: string; title: string; content: string; period?: ReturnType<typeof reign> }): WikiEvent => ({
    type: 'WikiSectionEdited',
    data: { ...ids, section },
  });
  const datedField = fieldEdited({ _id: 'f0', field: 'Ruler', value: 'Aldric I', period: reign(1100, 1149) });

  it('a field’s period alone changing is one edit; the stored field carries it', () => {
    spec
      .given([created])
      .when(edit({ headerFields: [{ _id: 'f0', field: 'Field', value: 'Value', period: reign(1100, 1149) }] }))
      .then([fieldEdited({ _id: 'f0', field: 'Field', value: 'Value', period: reign(1100, 1149) })]);
    expect(foldEvents(wikiDecider, [created, datedField]).headerFields[0].period).toEqual(reign(1100, 1149));
  });

  it('a period left out keeps the stored one; the same period again is no change', () => {
    spec
      .given([created, datedField])
      .when(edit({ headerFields: [{ _id: 'f0', field: 'Ruler', value: 'Aldric the Old' }] }))
      .then([fieldEdited({ _id: 'f0', field: 'Ruler', value: 'Aldric the Old', period: reign(1100, 1149) })]);
    spec
      .given([created, datedField])
      .when(edit({ headerFields: [{ _id: 'f0', field: 'Ruler', value: 'Aldric I', period: reign(1100, 1149) }] }))
      .then([]);
  });

  it('null or {} removes a period; the stored field then has no period at all', () => {
    for (const period of [null, {}]) {
      spec
        .given([created, datedField])
        .when(edit({ headerFields: [{ _id: 'f0', field: 'Ruler', value: 'Aldric I', period }] }))
        .then([fieldEdited({ _id: 'f0', field: 'Ruler', value: 'Aldric I' })]);
    }
    spec
      .given([created])
      .when(edit({ headerFields: [{ _id: 'f0', field: 'Field', value: 'Value', period: {} }] }))
      .then([]);
  });

  it('a new field is added with its period; without one it always holds', () =>
    spec
      .given([created])
      .when(
        edit({
          headerFields: [
            { _id: 'f0', field: 'Field', value: 'Value' },
            { _id: 'f1', field: 'Ruler', value: 'Cyne', period: reign(1200) },
          ],
        }),
      )
      .then([
        { type: 'WikiHeaderFieldAdded', data: { ...ids, headerField: { _id: 'f1', field: 'Ruler', value: 'Cyne', period: reign(1200) }, afterId: 'f0' } },
      ]));

  it('a section’s period alone changing is one edit, with its text left out or sent the same, on any revision', () => {
    const dated = sectionEdited({ _id: 'a', title: 'a', content: 'a text', period: reign(1150, 1199) });
    spec
      .given(withSections)
      .when(edit({ sections: [{ _id: 'a', title: 'a', period: reign(1150, 1199), revision: 1 }] }))
      .then([dated]);
    spec
      .given(withSections)
      .when(edit({ sections: [{ _id: 'a', title: 'a', content: 'a text', period: reign(1150, 1199), revision: 0 }] }))
      .then([dated]);
  });

  it('a co-typed section is dated without a conflict, though its text was typed in the room since, and keeps that text', () => {
    const coTyped = sectionEdited({ _id: 'a', title: 'a', content: 'typed in the room' });
    spec
      .given([...withSections, coTyped])
      .when(edit({ sections: [{ _id: 'a', title: 'a', period: reign(1150), revision: 1 }] }))
      .then([sectionEdited({ _id: 'a', title: 'a', content: 'typed in the room', period: reign(1150) })]);
  });

  it('a new period with text this tab has not seen is still a conflict: it would overwrite the typed text', () => {
    const coTyped = sectionEdited({ _id: 'a', title: 'a', content: 'typed in the room' });
    spec
      .given([...withSections, coTyped])
      .when(edit({ sections: [{ _id: 'a', title: 'a', content: 'a text, edited here', period: reign(1150), revision: 1 }] }))
      .thenThrows(m.sectionConflict);
  });

  it('the room’s save of a dated section keeps its period', () =>
    spec
      .given([...withSections, sectionEdited({ _id: 'a', title: 'a', content: 'a text', period: reign(1150) })])
      .when({ type: 'SaveSectionText', actorId: author, world, sectionId: 'a', content: 'typed' })
      .then([sectionEdited({ _id: 'a', title: 'a', content: 'typed', period: reign(1150) })]));

  it('the wiki’s life is set, kept when left out, and removed by null or {}', () => {
    const lived: WikiEvent = { type: 'WikiLifespanChanged', data: { ...ids, lifespan: reign(1120, 1180) } };
    spec
      .given([created])
      .when(edit({ lifespan: reign(1120, 1180) }))
      .then([lived]);
    expect(foldEvents(wikiDecider, [created, lived]).lifespan).toEqual(reign(1120, 1180));
    spec
      .given([created, lived])
      .when(edit({ title: 'Isolde' }))
      .then([]);
    spec
      .given([created, lived])
      .when(edit({ lifespan: reign(1120, 1180) }))
      .then([]);
    spec
      .given([created, lived])
      .when(edit({ lifespan: null }))
      .then([{ type: 'WikiLifespanChanged', data: { ...ids, lifespan: null } }]);
    spec
      .given([created, lived])
      .when(edit({ lifespan: {} }))
      .then([{ type: 'WikiLifespanChanged', data: { ...ids, lifespan: null } }]);
    spec
      .given([created])
      .when(edit({ lifespan: null }))
      .then([]);
  });

  it('a member cannot date a wiki', () =>
    spec
      .given([created])
      .when(edit({ lifespan: reign(1120) }, 'member'))
      .thenThrows(m.onlyAuthor));
});
