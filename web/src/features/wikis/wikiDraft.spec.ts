import { describe, expect, it } from 'vitest';
import { makeWiki } from '../../testing/wikiFixtures';
import { draftOf, moved, wikiChanges } from './wikiDraft';

const wiki = makeWiki();
const draft = draftOf(wiki);
const sectionSent = (id: string) => {
  const { _id, title, content } = wiki.sections.find((section) => section._id === id)!;
  return { _id, title, content };
};

describe('wiki changes', () => {
  it('are empty for an untouched draft', () => {
    expect(wikiChanges(wiki, draft)).toEqual({});
  });

  it('name only the edited section, with the revision it was edited on', () => {
    const sections = draft.sections.map((section) => (section._id === 's1' ? { ...section, content: 'Born in winter.' } : section));
    expect(wikiChanges(wiki, { ...draft, sections })).toEqual({ sections: [{ _id: 's1', title: 'Early Life', content: 'Born in winter.', revision: 2 }] });
  });

  it('list every section when one is added, the new one without a revision', () => {
    const sections = [...draft.sections, { _id: 'n1', title: 'New Section', content: '', revision: 0 }];
    expect(wikiChanges(wiki, { ...draft, sections }).sections?.map((section) => [section._id, section.revision])).toEqual([
      ['s1', 2],
      ['s2', 5],
      ['n1', undefined],
    ]);
  });

  it('list every header field in the new order, and removed ones by id', () => {
    const headerFields = moved(draft.headerFields, 1, -1);
    expect(wikiChanges(wiki, { ...draft, headerFields })).toEqual({
      headerFields: [
        { _id: 'h2', field: 'Home', value: 'Hollowmere' },
        { _id: 'h1', field: 'Age', value: '34' },
      ],
    });
    expect(wikiChanges(wiki, { ...draft, headerFields: draft.headerFields.slice(1) })).toEqual({ removedHeaderFieldIDs: ['h1'] });
  });

  it('carry a part marked or unmarked secret with its mark, and the section its revision', () => {
    const sections = draft.sections.map((section) => (section._id === 's2' ? { ...section, secret: true } : section));
    expect(wikiChanges(wiki, { ...draft, sections }).sections).toEqual([{ ...sectionSent('s2'), secret: true, revision: 5 }]);
    const marked = { ...wiki, sections };
    const unmarked = sections.map((section) => ({ ...section, secret: false }));
    expect(wikiChanges(marked, { ...draft, sections: unmarked }).sections).toEqual([{ ...sectionSent('s2'), secret: false, revision: 5 }]);
    const headerFields = draft.headerFields.map((field) => (field._id === 'h1' ? { ...field, secret: true } : field));
    expect(wikiChanges(wiki, { ...draft, headerFields })).toEqual({ headerFields: [{ _id: 'h1', field: 'Age', value: '34', secret: true }] });
  });

  it('carry the title, subtitle and opacity only when they differ', () => {
    expect(wikiChanges(wiki, { ...draft, subtitle: 'Keeper', overlayOpacity: 0.4 })).toEqual({ subtitle: 'Keeper', overlayOpacity: 0.4 });
  });

  describe('of dates', () => {
    const reign = { from: { year: 1100 }, until: { year: 1149, month: 12 } };
    const dated = makeWiki({
      headerFields: [{ _id: 'h1', field: 'Ruler', value: 'Aldric I', period: reign }],
      sections: [{ _id: 's1', title: 'Reign', content: 'He ruled.', period: reign, revision: 3 }],
      lifespan: { from: { year: 1080 } },
    });
    const datedDraft = draftOf(dated);

    it('send a part whose dates changed with its new period, and null when they are cleared', () => {
      const later = { from: { year: 1100 }, until: { year: 1150 } };
      expect(wikiChanges(dated, { ...datedDraft, headerFields: [{ ...datedDraft.headerFields[0], period: later }] })).toEqual({
        headerFields: [{ _id: 'h1', field: 'Ruler', value: 'Aldric I', period: later }],
      });
      expect(wikiChanges(dated, { ...datedDraft, headerFields: [{ ...datedDraft.headerFields[0], period: undefined }] })).toEqual({
        headerFields: [{ _id: 'h1', field: 'Ruler', value: 'Aldric I', period: null }],
      });
      // Both ends emptied is no period too.
      expect(wikiChanges(dated, { ...datedDraft, sections: [{ ...datedDraft.sections[0], period: {} }] }).sections).toEqual([
        { _id: 's1', title: 'Reign', content: 'He ruled.', period: null, revision: 3 },
      ]);
    });

    it('leave the period out of a part whose dates stayed (the server keeps it), and send an equal copy as no change', () => {
      const copy = { from: { year: 1100 }, until: { year: 1149, month: 12 } };
      expect(wikiChanges(dated, { ...datedDraft, headerFields: [{ ...datedDraft.headerFields[0], period: copy }] })).toEqual({});
      expect(wikiChanges(dated, { ...datedDraft, headerFields: [{ ...datedDraft.headerFields[0], value: 'Aldric the Old' }] })).toEqual({
        headerFields: [{ _id: 'h1', field: 'Ruler', value: 'Aldric the Old' }],
      });
    });

    it('send a co-typed section dated anew without its text, and a new dated part with its period', () => {
      const sections = [{ ...datedDraft.sections[0], period: { from: { year: 1101 } }, content: 'Typed in the room.' }];
      expect(wikiChanges(dated, { ...datedDraft, sections }, { textOut: true })).toEqual({
        sections: [{ _id: 's1', title: 'Reign', period: { from: { year: 1101 } }, revision: 3 }],
      });
      const headerFields = [...datedDraft.headerFields, { _id: 'n1', field: 'Ruler', value: 'Berengar', period: { from: { year: 1150 } } }];
      expect(wikiChanges(dated, { ...datedDraft, headerFields }).headerFields).toEqual([
        { _id: 'h1', field: 'Ruler', value: 'Aldric I' },
        { _id: 'n1', field: 'Ruler', value: 'Berengar', period: { from: { year: 1150 } } },
      ]);
    });

    it('send the lifespan only when it changed, null when it is cleared', () => {
      expect(datedDraft.lifespan).toEqual({ from: { year: 1080 } });
      expect(wikiChanges(dated, { ...datedDraft, lifespan: { from: { year: 1080 } } })).toEqual({});
      expect(wikiChanges(dated, { ...datedDraft, lifespan: { from: { year: 1080 }, until: { year: 1149 } } })).toEqual({
        lifespan: { from: { year: 1080 }, until: { year: 1149 } },
      });
      expect(wikiChanges(dated, { ...datedDraft, lifespan: null })).toEqual({ lifespan: null });
      expect(draftOf(wiki).lifespan).toBeNull();
      expect(wikiChanges(wiki, { ...draft, lifespan: { until: { year: 1245 } } })).toEqual({ lifespan: { until: { year: 1245 } } });
    });
  });

  describe('while sections are typed together', () => {
    const textOut = { textOut: true };

    it('leave an existing section’s text out: its room saves it', () => {
      const typed = draft.sections.map((section) => (section._id === 's1' ? { ...section, content: 'Typed in the room.' } : section));
      expect(wikiChanges(wiki, { ...draft, sections: typed }, textOut)).toEqual({});
      const retitled = draft.sections.map((section) => (section._id === 's1' ? { ...section, title: 'Childhood', content: 'Stale.' } : section));
      expect(wikiChanges(wiki, { ...draft, sections: retitled }, textOut)).toEqual({ sections: [{ _id: 's1', title: 'Childhood', revision: 2 }] });
    });

    it('send a new section with its text, the others in order without theirs', () => {
      const sections = [...draft.sections, { _id: 'n1', title: 'New Section', content: '', revision: 0 }];
      expect(wikiChanges(wiki, { ...draft, sections }, textOut).sections).toEqual([
        { _id: 's1', title: 'Early Life', revision: 2 },
        { _id: 's2', title: 'The Lantern', revision: 5 },
        { _id: 'n1', title: 'New Section', content: '' },
      ]);
    });
  });
});
