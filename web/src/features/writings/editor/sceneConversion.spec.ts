import { type SceneContent } from '@lorewright/domain/writings/sceneContent';
import { emptySceneContent } from '@lorewright/domain/writings/sceneText';
import { createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { sceneEditorNodes } from './editorNodes';
import { lexicalToScene } from './lexicalToScene';
import { sceneToLexical } from './sceneToLexical';

// Stored text → editor document → stored text, through a real (headless) Lexical editor, so
// the serialized form is the one Lexical itself parses and exports.
function throughEditor(content: SceneContent): SceneContent {
  const editor = createEditor({
    nodes: sceneEditorNodes,
    onError: (error) => {
      throw error;
    },
  });
  const state = editor.parseEditorState(sceneToLexical(content));
  return lexicalToScene(state.toJSON());
}

const br = { content: '\n', style: '' } as const;

describe('scene conversion', () => {
  it('keeps the zero-width-space start document', () => {
    expect(throughEditor(emptySceneContent())).toEqual(emptySceneContent());
  });

  it('keeps secret lines, of every style, with their links and mentions, and an empty one', () => {
    const content: SceneContent = [
      { content: 'Hidden title', style: 'title', secret: true },
      br,
      { content: 'Open line', style: '' },
      br,
      { content: 'The heir ', style: '', secret: true },
      { content: 'lives', style: 'bold', color: '#ff0000', secret: true },
      { content: ' in ', style: '', secret: true },
      { content: 'Ashvale', style: '', link: { type: 'wiki', category: 'places', id: 'w2' }, secret: true },
      { content: ' with ', style: '', secret: true },
      { content: 'Aria', style: '', link: { type: 'wiki', id: 'w1', mention: true }, secret: true },
      br,
      { content: '', style: '', secret: true },
      br,
      { content: 'Sub', style: 'subtitle', secret: true },
    ];
    expect(throughEditor(content)).toEqual(content);
  });

  it('keeps every style, line by line', () => {
    const content: SceneContent = [
      { content: 'The Long Night', style: 'title' },
      br,
      { content: 'Chapter one', style: 'subtitle' },
      br,
      { content: 'It was ', style: '' },
      { content: 'very', style: 'bold' },
      { content: ' dark.', style: '' },
    ];
    expect(throughEditor(content)).toEqual(content);
  });

  it('keeps colours, alone and with bold, in headings too', () => {
    const content: SceneContent = [
      { content: 'Red title', style: 'title', color: '#ff0000' },
      { content: ' and plain', style: 'title' },
      br,
      { content: 'green ', style: '', color: '#00ff00' },
      { content: 'bold green', style: 'bold', color: '#00ff00' },
      { content: ' blue', style: '', color: '#0000FF' },
    ];
    expect(throughEditor(content)).toEqual(content);
  });

  it('keeps links to web pages and to elements, with and without a category', () => {
    const content: SceneContent = [
      { content: 'See ', style: '' },
      { content: 'the map', style: '', link: { url: 'https://example.com/map?x=1' } },
      { content: ', ', style: '' },
      { content: 'Aria', style: 'bold', link: { type: 'wiki', category: 'characters', id: 'w1' } },
      { content: ' the brave', style: '', link: { type: 'wiki', category: 'characters', id: 'w1' } },
      { content: ' and ', style: '' },
      { content: 'book two', style: '', color: '#123456', link: { type: 'writing', id: 'doc-2' } },
      br,
      { content: 'Linked title', style: 'title', link: { type: 'timeline', id: 't9' } },
    ];
    expect(throughEditor(content)).toEqual(content);
  });

  it('keeps mentions apart from links to the same element and from each other, with their look', () => {
    const ash = { type: 'wiki', category: 'places', id: 'w1' } as const;
    const content: SceneContent = [
      { content: 'To ', style: '' },
      { content: 'Ashvale', style: '', link: { ...ash, mention: true } },
      { content: 'Ashvale', style: 'bold', color: '#aa0000', link: { ...ash, mention: true } },
      { content: ' the town', style: '', link: ash },
      { content: 'Tome', style: '', link: { type: 'writing', id: 'doc-2', mention: true } },
      br,
      { content: 'Ashvale', style: 'title', link: { ...ash, mention: true } },
    ];
    expect(throughEditor(content)).toEqual(content);
  });

  it('keeps empty lines, empty headings and a trailing empty line', () => {
    const content: SceneContent = [
      { content: 'First', style: '' },
      br,
      br,
      { content: '', style: 'title' },
      br,
      { content: 'After', style: 'subtitle' },
      br,
      br,
    ];
    expect(throughEditor(content)).toEqual(content);
  });

  it('keeps an empty scene empty', () => {
    expect(throughEditor([])).toEqual([]);
  });

  it('merges neighbouring runs with equal formatting', () => {
    const content: SceneContent = [
      { content: 'one ', style: '' },
      { content: 'two ', style: '' },
      { content: 'bold', style: 'bold', color: '#aa0000' },
      { content: 'er', style: 'bold', color: '#aa0000' },
      { content: ' link', style: '', link: { url: 'https://a.example' } },
      { content: 'ed', style: '', link: { url: 'https://a.example' } },
    ];
    expect(throughEditor(content)).toEqual([
      { content: 'one two ', style: '' },
      { content: 'bolder', style: 'bold', color: '#aa0000' },
      { content: ' linked', style: '', link: { url: 'https://a.example' } },
    ]);
  });

  it('splits a run that holds a line break into lines', () => {
    expect(throughEditor([{ content: 'a\nb', style: 'bold' }])).toEqual([{ content: 'a', style: 'bold' }, br, { content: 'b', style: 'bold' }]);
  });

  it('converts a 50,000-word document both ways', () => {
    const words = ['sword', 'river', 'ember', 'tower', 'shadow', 'crown', 'whisper', 'stone'];
    const content: SceneContent = [];
    for (let line = 0; line < 2_600; line++) {
      if (line > 0) content.push(br);
      if (line % 50 === 0) {
        content.push({ content: `Chapter ${line / 50 + 1}`, style: 'title' });
        continue;
      }
      // 20 words a line, in a few formatted runs.
      const text = (from: number) => Array.from({ length: 5 }, (_, i) => words[(line + from + i) % words.length]).join(' ');
      content.push({ content: `${text(0)} `, style: '' });
      content.push({ content: `${text(5)} `, style: 'bold' });
      content.push({ content: `${text(10)} `, style: '', color: '#b1c0da' });
      content.push({ content: text(15), style: '', link: line % 7 === 0 ? { type: 'wiki', id: `w${line}` } : { url: 'https://example.com' } });
    }
    const wordCount = content.reduce((sum, node) => sum + (node.content.trim() ? node.content.trim().split(/\s+/).length : 0), 0);
    expect(wordCount).toBeGreaterThanOrEqual(50_000);
    expect(throughEditor(content)).toEqual(content);
  });
});
