import { describe, expect, it } from 'vitest';
import { applySplice, contentSplice } from './contentSplice';
import type { SceneContent, SceneNode } from './sceneContent';

const run = (content: string, extra: Partial<SceneNode> = {}): SceneNode => ({ content, style: '', ...extra });

describe('content splices', () => {
  it('keeps only the runs that changed', () => {
    const before = [run('a'), run('b'), run('c'), run('d')];
    expect(contentSplice(before, [run('a'), run('B'), run('c'), run('d')])).toEqual({ at: 1, remove: 1, nodes: [run('B')] });
    expect(contentSplice(before, [run('a'), run('b'), run('x'), run('y'), run('c'), run('d')])).toEqual({ at: 2, remove: 0, nodes: [run('x'), run('y')] });
    expect(contentSplice(before, [run('a'), run('d')])).toEqual({ at: 1, remove: 2, nodes: [] });
    expect(contentSplice(before, [])).toEqual({ at: 0, remove: 4, nodes: [] });
  });

  it('same text is no change; a style, colour or link is a change', () => {
    const linked = run('a', { color: '#aa0000', link: { type: 'writing', id: 'd1' } });
    expect(contentSplice([linked], [run('a', { link: { id: 'd1', type: 'writing' }, color: '#aa0000' })])).toBeNull();
    expect(contentSplice([linked], [{ ...linked, style: 'bold' }])).toEqual({ at: 0, remove: 1, nodes: [{ ...linked, style: 'bold' }] });
    expect(contentSplice([linked], [{ ...linked, link: { url: 'https://example.com' } }])).not.toBeNull();
    expect(contentSplice([run('a')], [run('a', { color: '#000000' })])).not.toBeNull();
    expect(contentSplice([linked], [{ ...linked, link: { type: 'writing', id: 'd1', mention: true } }])).not.toBeNull();
  });

  it('marking or unmarking a line secret is a change; false is no mark', () => {
    expect(contentSplice([run('a')], [run('a', { secret: true })])).toEqual({ at: 0, remove: 1, nodes: [run('a', { secret: true })] });
    expect(contentSplice([run('a', { secret: true })], [run('a')])).not.toBeNull();
    expect(contentSplice([run('a')], [run('a', { secret: false })])).toBeNull();
  });

  it('repeated runs at both ends never overlap', () => {
    const before = [run('a'), run('a')];
    const after = [run('a'), run('a'), run('a')];
    expect(applySplice(before, contentSplice(before, after)!)).toEqual(after);
    expect(applySplice(after, contentSplice(after, before)!)).toEqual(before);
  });

  it('applying the splice always gives the new content', () => {
    // Pseudo-random edits over a small alphabet, so runs repeat often.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const randomContent = (): SceneContent => Array.from({ length: next(8) }, () => run('abc'[next(3)], next(4) === 0 ? { style: 'bold' } : {}));
    for (let i = 0; i < 500; i++) {
      const before = randomContent();
      const after = randomContent();
      const splice = contentSplice(before, after);
      expect(splice ? applySplice(before, splice) : before).toEqual(after);
    }
  });
});
