import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { bindTextarea, placeAfterChange, spliceBetween, typeInto } from './textareaYjs';

// Two people's text areas, each bound to its own Y.Doc; the docs pass every update to the other
// (as the room does), so what one types shows in the other. While `wire.held`, updates wait
// until `wire.deliver()`: both type at once.
function twoPeople(start = '') {
  const docs = [new Y.Doc(), new Y.Doc()];
  const waiting: (() => void)[] = [];
  const wire = {
    held: false,
    deliver: () => waiting.splice(0).forEach((send) => send()),
  };
  docs.forEach((doc, at) => {
    const other = docs[1 - at];
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'wire') return;
      const send = () => Y.applyUpdate(other, update, 'wire');
      if (wire.held) waiting.push(send);
      else send();
    });
  });
  if (start) docs[0].getText('content').insert(0, start);
  const heard: { value: string; byOthers: boolean }[][] = [[], []];
  const areas = docs.map((doc, at) => {
    const area = document.createElement('textarea');
    document.body.append(area);
    const binding = bindTextarea(area, doc.getText('content'), { changed: (value, byOthers) => heard[at].push({ value, byOthers }) });
    return { area, binding };
  });
  return { areas, heard, wire };
}

const type = (area: HTMLTextAreaElement, value: string, caret = value.length) => {
  area.value = value;
  area.setSelectionRange(caret, caret);
  fireEvent.input(area);
};

afterEach(() => document.body.replaceChildren());

describe('spliceBetween', () => {
  it('finds the one change between the common start and end', () => {
    expect(spliceBetween('the tower', 'the old tower')).toEqual({ at: 4, removed: 0, inserted: 'old ' });
    expect(spliceBetween('the old tower', 'the tower')).toEqual({ at: 4, removed: 4, inserted: '' });
    expect(spliceBetween('a red door', 'a blue door')).toEqual({ at: 2, removed: 3, inserted: 'blue' });
    expect(spliceBetween('', 'new')).toEqual({ at: 0, removed: 0, inserted: 'new' });
    expect(spliceBetween('same', 'same')).toBeNull();
  });

  it('never cuts a character of two code units in half', () => {
    expect(spliceBetween('a😀b', 'a😁b')).toEqual({ at: 1, removed: 2, inserted: '😁' });
    expect(spliceBetween('😀', '')).toEqual({ at: 0, removed: 2, inserted: '' });
  });

  it('a long text costs one pass, whatever it holds', () => {
    const long = `${'ab'.repeat(25_000)}`;
    expect(spliceBetween(long, `${long}!`)).toEqual({ at: 50_000, removed: 0, inserted: '!' });
  });
});

describe('placeAfterChange', () => {
  it('moves a place by what was inserted or deleted before it, and not by what came after', () => {
    expect(placeAfterChange(5, [{ retain: 2 }, { insert: 'abc' }])).toBe(8);
    expect(placeAfterChange(5, [{ retain: 1 }, { delete: 2 }])).toBe(3);
    expect(placeAfterChange(5, [{ retain: 3 }, { delete: 10 }])).toBe(3);
    expect(placeAfterChange(2, [{ retain: 4 }, { insert: 'x' }])).toBe(2);
  });
});

describe('typeInto', () => {
  it('changes only what differs, in one transaction marked as this person’s', () => {
    const doc = new Y.Doc();
    const text = doc.getText('content');
    text.insert(0, 'the tower');
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    const mine = {};
    expect(typeInto(text, 'the old tower', mine)).toBe(true);
    expect(typeInto(text, 'the old tower', mine)).toBe(false);
    expect(text.toJSON()).toBe('the old tower');
    expect(origins).toEqual([mine]);
  });
});

describe('a text area bound to a Y.Text', () => {
  it('shows the room’s text when bound', () => {
    const { areas } = twoPeople('Born by the river.');
    expect(areas.map(({ area }) => area.value)).toEqual(['Born by the river.', 'Born by the river.']);
  });

  it('what one types shows in the other, told as typed here and heard there', () => {
    const { areas, heard } = twoPeople('Born by the river.');
    type(areas[0].area, 'Born by the old river.', 12);
    expect(areas[1].area.value).toBe('Born by the old river.');
    expect(heard[0]).toEqual([{ value: 'Born by the old river.', byOthers: false }]);
    expect(heard[1]).toEqual([{ value: 'Born by the old river.', byOthers: true }]);
  });

  it('keeps the caret and the selection where they were in the text while the other types', () => {
    const { areas } = twoPeople('Born by the river.');
    const [ann, bea] = areas.map(({ area }) => area);
    bea.focus();
    // Bea's caret after "river"; then she selects "the".
    bea.setSelectionRange(17, 17);
    type(ann, 'Isolde was born by the river.', 0);
    expect(bea.value).toBe('Isolde was born by the river.');
    expect(bea.value.slice(0, bea.selectionStart)).toBe('Isolde was born by the river');
    bea.setSelectionRange(19, 22);
    type(ann, 'Isolde was born by the river, at dawn.', 28);
    expect(bea.value.slice(bea.selectionStart, bea.selectionEnd)).toBe('the');
    type(ann, 'Born by the river, at dawn.');
    expect(bea.value.slice(bea.selectionStart, bea.selectionEnd)).toBe('the');
  });

  it('both typing at once merge, each keeping their words', () => {
    const { areas, wire } = twoPeople('The lantern.');
    const [ann, bea] = areas.map(({ area }) => area);
    wire.held = true;
    type(ann, 'The old lantern.', 8);
    type(bea, 'The lantern, lit.', 16);
    wire.deliver();
    expect(ann.value).toBe('The old lantern, lit.');
    expect(bea.value).toBe('The old lantern, lit.');
  });

  it('a replaced text (a link written in) goes to the other as this person’s edit', () => {
    const { areas, heard } = twoPeople('See ');
    areas[0].binding.replace('See [[wiki:k2]]');
    expect(areas[1].area.value).toBe('See [[wiki:k2]]');
    expect(heard[0].at(-1)).toEqual({ value: 'See [[wiki:k2]]', byOthers: false });
  });

  it('once let go, neither follows the other', () => {
    const { areas } = twoPeople('Old.');
    areas[1].binding.destroy();
    type(areas[0].area, 'New.');
    expect(areas[1].area.value).toBe('Old.');
  });
});
