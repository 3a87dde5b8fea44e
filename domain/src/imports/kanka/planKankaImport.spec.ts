import { describe, expect, it } from 'vitest';
import { KANKA_FIXTURE_FILES, KANKA_FIXTURE_IMAGE, KANKA_GALLERY_FILES } from './kanka.fixture';
import { kankaMessages as m } from './kankaMessages';
import { kankaEntryKind, looksLikeKankaExport, planKankaImport } from './planKankaImport';

const names = KANKA_FIXTURE_FILES.map((file) => file.name);
const importable = KANKA_FIXTURE_FILES.filter((file) => kankaEntryKind(file.name) === 'import').map(({ name, content }) => ({ name, text: content }));
const skipped = names.filter((name) => kankaEntryKind(name) === 'skip').length;

describe('planning a Kanka import', () => {
  it('sorts the entries: characters, locations and events imported, other modules skipped, the rest ignored', () => {
    expect(names.map(kankaEntryKind)).toEqual(['other', 'other', 'other', 'import', 'import', 'import', 'skip']);
    expect(looksLikeKankaExport(names)).toBe(true);
    expect(looksLikeKankaExport(['readme.txt', 'world/world.json'])).toBe(true);
    expect(looksLikeKankaExport(['readme.txt', 'settings/modules.json'])).toBe(false);
  });

  it('makes a character wiki with its header fields, its entry and its shared posts', () => {
    const { drafts } = planKankaImport(importable, skipped);
    expect(drafts[0]).toEqual({
      source: 'characters/alia-vorn_101.json',
      entityId: '101',
      category: 'characters',
      title: 'Alia Vorn',
      subtitle: 'Warden of the Bell',
      headerFields: [
        { field: 'Type', value: 'Ranger' },
        { field: 'Title', value: 'Warden of the Bell' },
        { field: 'Age', value: '34' },
        { field: 'Sex', value: 'Female' },
        { field: 'Pronouns', value: 'she/her' },
      ],
      sections: [
        { title: 'Entry', content: 'Alia keeps watch over Highkeep.\n\nShe fears the Long Night.' },
        { title: 'Appearance', content: 'Tall, grey cloak.' },
      ],
      imagePath: KANKA_FIXTURE_IMAGE,
      imageUuid: null,
    });
  });

  it("reads the current layout's gallery picture and a mention's label beside its options", () => {
    const gallery = KANKA_GALLERY_FILES.filter((file) => kankaEntryKind(file.name) === 'import').map(({ name, content }) => ({ name, text: content }));
    const { drafts } = planKankaImport([...importable, ...gallery], skipped);
    expect(drafts[3]).toMatchObject({
      title: 'Bren Ashdown',
      imagePath: null,
      imageUuid: '9b2f6c1e-4a7d-4c1b-8e2a-5f3d7c9a1b04',
      sections: [{ title: 'Entry', content: 'Rings the bell of the walled city for Alia Vorn.' }],
    });
  });

  it('takes no gallery id that is not a uuid', () => {
    const odd = (imageUuid: unknown) =>
      planKankaImport([{ name: 'characters/x_1.json', text: JSON.stringify({ name: 'X', entity: { image_uuid: imageUuid } }) }], 0).drafts[0].imageUuid;
    expect(['../characters/x_1', 'abc', 42, null, '9b2f6c1e-4a7d-4c1b-8e2a-5f3d7c9a1b04/..'].map(odd)).toEqual([null, null, null, null, null]);
  });

  it('reads the older layout and maps locations to places and events to events', () => {
    const { drafts, skipped: left } = planKankaImport(importable, skipped);
    expect(drafts.map((draft) => [draft.category, draft.title, draft.subtitle])).toEqual([
      ['characters', 'Alia Vorn', 'Warden of the Bell'],
      ['places', 'Highkeep', 'City'],
      ['events', 'The Long Night', 'Disaster'],
    ]);
    expect(drafts[1].sections).toEqual([{ title: 'Entry', content: 'A walled city on the lake.' }]);
    expect(drafts[2].headerFields).toEqual([
      { field: 'Type', value: 'Disaster' },
      { field: 'Date', value: '1203 AE' },
    ]);
    expect(drafts[2].imagePath).toBeNull();
    expect(left).toBe(1);
  });

  it('names the first broken file', () => {
    const broken = [...importable, { name: 'events/broken_9.json', text: '{"name": ' }];
    expect(() => planKankaImport(broken, 0)).toThrow(m.brokenJson('events/broken_9.json'));
  });

  it('refuses a file that is no entity', () => {
    expect(() => planKankaImport([{ name: 'characters/x_1.json', text: '[1,2]' }], 0)).toThrow(m.notEntity('characters/x_1.json'));
  });

  it('refuses an export with nothing to import', () => {
    expect(() => planKankaImport([], 3)).toThrow(m.nothingToImport);
  });
});
