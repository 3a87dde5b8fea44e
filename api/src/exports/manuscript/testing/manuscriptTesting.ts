import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import type { Manuscript } from '../manuscript';

// A small manuscript with every kind of run the writers turn into something: title and subtitle
// lines, bold, a colour, a web link, a link to an element, typed markup, accented and non-Latin
// letters, a scene without a name and one that was never written in.

export const FIRST_SCENE: SceneContent = [
  { content: 'Dawn', style: 'title' },
  { content: '\n', style: '' },
  { content: 'The river remembers ', style: '' },
  { content: 'every', style: 'bold' },
  { content: ' name.', style: '', color: '#AA3300' },
  { content: '\n', style: '' },
  { content: 'Ask ', style: '' },
  { content: 'the ferryman', style: '', link: { type: 'wiki', id: 'w1' } },
  { content: ' or read ', style: '' },
  { content: 'the map', style: '', link: { url: 'https://example.com/map?a=1&b=2' } },
  { content: '.', style: '' },
  { content: '\n', style: '' },
  { content: '\n', style: '' },
  { content: 'Below the pass', style: 'subtitle' },
  { content: '\n', style: '' },
  { content: 'Élodie met Łukasz & Ægir at <b>the inn</b>; Ελένη and Вера sang.', style: '' },
];

export const makeManuscript = (over: Partial<Manuscript> = {}): Manuscript => ({
  writingId: 'd1',
  title: 'The Ferry',
  compiledAt: '2026-11-30T08:15:30.250Z',
  scenes: [
    { name: 'Arrival', content: FIRST_SCENE },
    { name: '', content: [{ content: '\u200B', style: '' }] },
  ],
  ...over,
});
