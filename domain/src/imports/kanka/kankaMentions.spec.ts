import { describe, expect, it } from 'vitest';
import { replaceKankaMentions } from './kankaMentions';

// Mentions as Kanka's editor writes them into entry HTML; entity 5102 is Highkeep, 12 is Alia.
const names = (_kind: string, id: string) => ({ '5102': 'Highkeep', '12': 'Alia Vorn' })[id];
const shown = (text: string) => replaceKankaMentions(text, names);

describe("Kanka's mentions as the names shown", () => {
  it('shows the entity’s name, or the label given', () => {
    expect(shown('In [location:5102].')).toBe('In Highkeep.');
    expect(shown('In [location:5102|the old city].')).toBe('In the old city.');
  });

  it('takes key:value parts for options, never for the label', () => {
    expect(shown('See [location:5102|anchor:history].')).toBe('See Highkeep.');
    expect(shown('[character:12|field:title] spoke.')).toBe('Alia Vorn spoke.');
    expect(shown('See [location:5102|Its past|anchor:history].')).toBe('See Its past.');
    expect(shown('See [location:5102|anchor:history|Its past].')).toBe('See Its past.');
    expect(shown('[character:12|alias:3|tooltip:attributes|page:inventory]')).toBe('Alia Vorn');
  });

  it('shows nothing for an entity the export does not hold, and the name for an empty label', () => {
    expect(shown('Not [event:9|anchor:end].')).toBe('Not .');
    expect(shown('[location:5102|]')).toBe('Highkeep');
  });

  it('leaves text that only looks like a mention alone', () => {
    for (const text of ['[1|2]', '[Location:5102]', '[location:x]', '[location:1:2]', '[location:5102', 'a] b [c', '[[location:5102]]'])
      expect(shown(text)).toBe(text.replace('[location:5102]', 'Highkeep'));
  });

  it('reads a long run of unclosed mentions in one pass', () => {
    const text = '[location:5102|anchor:a'.repeat(100_000);
    expect(shown(text)).toBe(text);
  });
});
