import { describe, expect, it } from 'vitest';
import { sessionPeople, type HistoryEntryView } from './historyView';

const ann = { _id: 'ann', name: 'Ann Author' };
const bea = { _id: 'bea', name: 'Bea Editor' };
const cid = { _id: 'cid', name: 'Cid' };
const entry = (actor: HistoryEntryView['actor'], typedWith?: { _id: string; name: string }[]): HistoryEntryView => ({
  revision: 1,
  at: '2026-11-30T10:00:00.000Z',
  actor,
  ...(typedWith ? { with: typedWith } : {}),
  summary: 'Changed the text',
  session: 's1',
});

describe('who a session of changes names', () => {
  it('its actor alone, when no one typed with them', () => {
    expect(sessionPeople([entry(ann), entry(ann)])).toBe('Ann Author');
  });

  it('everyone who typed with the actor in any of its changes, once each, never the actor again', () => {
    expect(sessionPeople([entry(ann, [bea]), entry(ann, [bea, ann])])).toBe('Ann Author with Bea Editor');
    expect(sessionPeople([entry(ann, [bea]), entry(ann, [cid])])).toBe('Ann Author with Bea Editor and Cid');
    expect(sessionPeople([entry(ann, [bea, cid, { _id: 'dee', name: 'Dee' }])])).toBe('Ann Author with Bea Editor, Cid and Dee');
  });

  it('nobody for no changes', () => {
    expect(sessionPeople([])).toBe('');
  });
});
