import { describe, expect, it } from 'vitest';
import { kankaHtmlToText } from './kankaHtml';

describe("Kanka's entry HTML as a section's text", () => {
  it('keeps paragraphs and line breaks, drops tags', () => {
    expect(kankaHtmlToText('<p>First <strong>line</strong>.</p><p>Second<br>and third.</p>')).toBe('First line.\n\nSecond\nand third.');
  });

  it('bullets list items', () => {
    expect(kankaHtmlToText('<ul><li>Sword</li><li>Shield</li></ul>')).toBe('• Sword\n• Shield');
  });

  it('never keeps script or style content, and decodes entities once', () => {
    expect(kankaHtmlToText('<script>alert(1)</script><p>Fish &amp; chips &lt;b&gt; &#233;&#x263A; &amp;lt;</p>')).toBe('Fish & chips <b> é☺ &lt;');
  });

  it("shows a mention's label, or the named entity, or nothing", () => {
    const names = (kind: string, id: string) => (kind === 'location' && id === '7' ? 'Highkeep' : undefined);
    expect(kankaHtmlToText('<p>[character:3|Alia] lives in [location:7], not [event:9].</p>', names)).toBe('Alia lives in Highkeep, not .');
  });

  it("shows the entity's name for a mention with options only", () => {
    const names = (_kind: string, id: string) => (id === '5102' ? 'Highkeep' : undefined);
    expect(kankaHtmlToText('<p>Read [location:5102|anchor:history], or [location:5102|its past|anchor:history].</p>', names)).toBe(
      'Read Highkeep, or its past.',
    );
  });

  it('keeps table cells apart and rows on lines of their own', () => {
    expect(kankaHtmlToText('<table><tr><td>Age</td><td>34</td></tr><tr><td>Home</td><td>Highkeep</td></tr></table>')).toBe('Age 34\n\nHome Highkeep');
  });

  it('gives nothing for a missing entry', () => {
    expect(kankaHtmlToText(null)).toBe('');
  });
});
