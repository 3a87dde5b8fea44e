import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { UpdateWikiBody } from './wiki.bodies';
import type { WikiChanges, WikiCommand } from './wiki.commands';
import { wikiDecider } from './wiki.decide';
import { WikiHeaderFieldEdited, WikiSectionAdded, type WikiEvent } from './wiki.events';
import { wikiMessages as m } from './wikiMessages';
import { DEFAULT_WIKI_IMAGE } from './wikiView';

// Marking a header field or a section secret: sent with the part it marks, kept when the part
// is sent without it, and an unmark is an event of its own.
const spec = deciderSpec(wikiDecider);
const world = { worldId: 'w1', authorID: 'author', visibility: 'public' as const, members: ['member'] };
const ids = { wikiId: 'k1', worldId: 'w1' };
const created: WikiEvent = {
  type: 'WikiCreated',
  data: {
    ...ids,
    authorId: 'author',
    category: 'characters',
    title: 'Isolde',
    subtitle: 'Subtitle',
    parentId: null,
    images: [{ _id: 'i0', name: DEFAULT_WIKI_IMAGE, visibility: 'public', mediaId: null }],
    headerFields: [{ _id: 'f0', field: 'Field', value: 'Value' }],
    createdOn: '2025-03-01T00:00:00.000Z',
  },
};
const plot = { _id: 'plot', title: 'Plot', content: 'She betrays the king.' };
const plotAdded: WikiEvent = { type: 'WikiSectionAdded', data: { ...ids, section: { ...plot, secret: true }, afterId: null } };
const edit = (changes: WikiChanges, actorId = 'author'): WikiCommand => ({ type: 'UpdateWiki', actorId, world, changes });

describe('marking wiki parts secret', () => {
  it('a new section sent secret is stored secret', () =>
    spec
      .given([created])
      .when(edit({ sections: [{ ...plot, secret: true }] }))
      .then([plotAdded]));

  it('a header field is marked and unmarked without changing its text', () => {
    spec
      .given([created])
      .when(edit({ headerFields: [{ _id: 'f0', field: 'Field', value: 'Value', secret: true }] }))
      .then([{ type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f0', field: 'Field', value: 'Value', secret: true } } }]);
    const marked: WikiEvent = { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f0', field: 'Field', value: 'Value', secret: true } } };
    spec
      .given([created, marked])
      .when(edit({ headerFields: [{ _id: 'f0', field: 'Field', value: 'Value', secret: false }] }))
      .then([{ type: 'WikiHeaderFieldEdited', data: { ...ids, headerField: { _id: 'f0', field: 'Field', value: 'Value', secret: false } } }]);
  });

  it('a section sent without the mark keeps it, so an edit never reveals it', () => {
    spec
      .given([created, plotAdded])
      .when(edit({ sections: [{ ...plot, content: 'She saves the king.', revision: 1 }] }))
      .then([{ type: 'WikiSectionEdited', data: { ...ids, section: { ...plot, content: 'She saves the king.', secret: true } } }]);
    spec
      .given([created, plotAdded])
      .when(edit({ sections: [{ ...plot, revision: 1 }] }))
      .then([]);
  });

  it('unmarking a section needs no revision and shows in the state', () => {
    const unmarked: WikiEvent = { type: 'WikiSectionEdited', data: { ...ids, section: { ...plot, secret: false } } };
    spec
      .given([created, plotAdded])
      .when(edit({ sections: [{ ...plot, secret: false }] }))
      .then([unmarked]);
    expect(foldEvents(wikiDecider, [created, plotAdded]).sections[0].secret).toBe(true);
    expect(foldEvents(wikiDecider, [created, plotAdded, unmarked]).sections[0].secret).toBe(false);
  });

  it('only the author marks a part', () =>
    spec
      .given([created, plotAdded])
      .when(edit({ sections: [{ ...plot, secret: false, revision: 1 }] }, 'member'))
      .thenThrows(m.onlyAuthor));

  it('parts never marked are stored as before secrets existed', () =>
    spec
      .given([created])
      .when(edit({ sections: [{ ...plot }] }))
      .then([{ type: 'WikiSectionAdded', data: { ...ids, section: plot, afterId: null } }]));
});

describe('the secret flag in a body and an event', () => {
  const bodyError = (secret: unknown) => UpdateWikiBody.safeParse({ sections: [{ ...plot, secret }] }).error?.issues[0]?.message;

  it('is true, false or absent', () => {
    expect(UpdateWikiBody.parse({ sections: [{ ...plot, secret: true }] }).sections?.[0].secret).toBe(true);
    expect(UpdateWikiBody.parse({ headerFields: [{ _id: 'f0', field: 'F', value: 'V', secret: false }] }).headerFields?.[0].secret).toBe(false);
    expect(UpdateWikiBody.parse({ sections: [plot] }).sections?.[0]).not.toHaveProperty('secret');
  });
  it('anything but a boolean is refused', () => {
    for (const secret of ['true', 1, null, 'yes']) expect(bodyError(secret)).toBe(m.secretInvalid);
  });
  it("events of wikis written before secrets existed stay valid, and an event's mark is a boolean", () => {
    expect(WikiSectionAdded.schema.safeParse({ ...ids, section: plot, afterId: null }).success).toBe(true);
    expect(WikiHeaderFieldEdited.schema.safeParse({ ...ids, headerField: { _id: 'f0', field: 'F', value: 'V' } }).success).toBe(true);
    expect(WikiSectionAdded.schema.safeParse({ ...ids, section: { ...plot, secret: 'yes' }, afterId: null }).success).toBe(false);
  });
});
