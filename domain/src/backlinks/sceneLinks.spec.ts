import { describe, expect, it } from 'vitest';
import { applySplice } from '../writings/contentSplice';
import type { SceneContent, SceneNode } from '../writings/sceneContent';
import { linksOfNodes, spliceLinks, targetsOf } from './sceneLinks';

const text = (content: string): SceneNode => ({ content, style: '' });
const linked = (content: string, id: string): SceneNode => ({ content, style: '', link: { type: 'wiki', id } });

describe('scene links', () => {
  const scene: SceneContent = [text('They rode to '), linked('Ashvale', 'w1'), text(' and on to '), linked('the Spire', 'w2'), text('.')];

  it('are the runs linking to elements, not to addresses', () => {
    const withUrl: SceneContent = [...scene, { content: 'site', style: '', link: { url: 'https://example.org' } }];
    expect(linksOfNodes(withUrl)).toEqual([
      [1, 'wiki:w1', 'Ashvale'],
      [3, 'wiki:w2', 'the Spire'],
    ]);
  });

  it('follow every splice as if the whole scene were read again', () => {
    const splices = [
      { at: 0, remove: 1, nodes: [text('At dawn they rode to ')] },
      { at: 2, remove: 2, nodes: [text(' and '), text('on, to '), linked('Ashvale', 'w1')] },
      { at: 5, remove: 0, nodes: [linked('Mira', 'w3'), text(' waited.')] },
      { at: 0, remove: 2, nodes: [] },
    ];
    let content = scene;
    let links = linksOfNodes(scene);
    for (const splice of splices) {
      content = applySplice(content, splice);
      links = spliceLinks(links, splice);
      expect(links).toEqual(linksOfNodes(content));
    }
  });

  it('name each linked element once, with the words of its first link', () => {
    const twice: SceneContent = [linked('the town', 'w1'), text(' … '), linked('Ashvale', 'w1')];
    expect([...targetsOf(linksOfNodes(twice))]).toEqual([['wiki:w1', { snippet: 'the town', secret: false }]]);
  });

  it('mark an element secret only when every link to it is in a secret line, the words from an open one', () => {
    const hidden = (node: SceneNode): SceneNode => ({ ...node, secret: true });
    const mixed: SceneContent = [hidden(linked('the town', 'w1')), text(' … '), linked('Ashvale', 'w1'), hidden(linked('the Spire', 'w2'))];
    expect(linksOfNodes(mixed)).toEqual([
      [0, 'wiki:w1', 'the town', true],
      [2, 'wiki:w1', 'Ashvale'],
      [3, 'wiki:w2', 'the Spire', true],
    ]);
    expect([...targetsOf(linksOfNodes(mixed))]).toEqual([
      ['wiki:w1', { snippet: 'Ashvale', secret: false }],
      ['wiki:w2', { snippet: 'the Spire', secret: true }],
    ]);
    // A splice keeps the marks of the links it moves.
    expect(spliceLinks(linksOfNodes(mixed), { at: 0, remove: 0, nodes: [text('Then ')] })).toEqual(linksOfNodes([text('Then '), ...mixed]));
  });
});
