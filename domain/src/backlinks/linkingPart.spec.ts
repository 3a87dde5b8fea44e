import { describe, expect, it } from 'vitest';
import { BACKLINK_SNIPPET_MAX, linkingPart, snippetOf } from './linkingPart';

describe('a linking part', () => {
  it('keeps its name and its text on one line', () => {
    expect(linkingPart('Ashvale', 'A town\n\non the  river.')).toEqual({ name: 'Ashvale', text: 'A town on the river.' });
  });
  it('cuts a long text with an ellipsis, within the most a snippet holds', () => {
    const cut = snippetOf('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(BACKLINK_SNIPPET_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });
});
