import type { SerializedEditorState } from 'lexical';
import { describe, expect, it } from 'vitest';
import { lexicalToScene } from './lexicalToScene';

// Documents the editor can hold but a scene cannot say in full (a paste from elsewhere, say):
// what is kept and what is dropped.
const doc = (...children: object[]) => ({ root: { type: 'root', children } }) as unknown as SerializedEditorState;
const p = (...children: object[]) => ({ type: 'paragraph', children });
const text = (value: string, extra: object = {}) => ({ type: 'text', text: value, format: 0, style: '', ...extra });

describe('lexicalToScene', () => {
  it('keeps bold and drops italic, underline and other formats', () => {
    expect(lexicalToScene(doc(p(text('a', { format: 1 | 2 }), text('b', { format: 2 | 8 }))))).toEqual([
      { content: 'a', style: 'bold' },
      { content: 'b', style: '' },
    ]);
  });

  it('gives a heading’s runs its line style, whatever their own format', () => {
    expect(lexicalToScene(doc({ type: 'heading', tag: 'h2', children: [text('Sub', { format: 1 })] }))).toEqual([{ content: 'Sub', style: 'subtitle' }]);
  });

  it('reads smaller headings (h3 to h6) as subtitles', () => {
    expect(lexicalToScene(doc({ type: 'heading', tag: 'h4', children: [text('Small')] }))).toEqual([{ content: 'Small', style: 'subtitle' }]);
  });

  it('keeps colours written as rgb() or #rgb, as #rrggbb, and drops other styles', () => {
    expect(
      lexicalToScene(
        doc(p(text('a', { style: 'font-size: 20px; color: rgb(255, 136, 0);' }), text('b', { style: 'color:#0f0' }), text('c', { style: 'background: red' }))),
      ),
    ).toEqual([
      { content: 'a', style: '', color: '#ff8800' },
      { content: 'b', style: '', color: '#00ff00' },
      { content: 'c', style: '' },
    ]);
  });

  it('drops links that are not to an http(s) page', () => {
    expect(
      lexicalToScene(doc(p({ type: 'link', url: 'mailto:a@b.c', children: [text('mail')] }), p({ type: 'link', url: 'javascript:x', children: [text('js')] }))),
    ).toEqual([
      { content: 'mail', style: '' },
      { content: '\n', style: '' },
      { content: 'js', style: '' },
    ]);
  });

  it('ends a line at a soft line break', () => {
    expect(lexicalToScene(doc({ type: 'heading', tag: 'h1', children: [text('One'), { type: 'linebreak' }, text('Two')] }))).toEqual([
      { content: 'One', style: 'title' },
      { content: '\n', style: '' },
      { content: 'Two', style: 'title' },
    ]);
  });

  it('marks every run of a secret block, never the line breaks inside it', () => {
    expect(lexicalToScene(doc({ ...p(text('One'), { type: 'linebreak' }, text('Two', { format: 1 })), $: { secret: true } }, p(text('Open'))))).toEqual([
      { content: 'One', style: '', secret: true },
      { content: '\n', style: '' },
      { content: 'Two', style: 'bold', secret: true },
      { content: '\n', style: '' },
      { content: 'Open', style: '' },
    ]);
  });

  it('keeps tabs as text', () => {
    expect(lexicalToScene(doc(p(text('a'), { type: 'tab', text: '\t', format: 0, style: '' }, text('b'))))).toEqual([{ content: 'a\tb', style: '' }]);
  });
});
