import { describe, expect, it } from 'vitest';
import { checkDisplayName } from '../shared/displayText';
import { WIKI_SUBTITLE_MAX, WIKI_TITLE_MAX } from '../wikis/wikiLimits';
import { PROMPT_CATEGORIES, PROMPTS, promptById, promptOfTheDay, promptsIn } from './prompts';

describe('bundled prompts', () => {
  it('has some sixty prompts with unique ids, a dozen in each category', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PROMPTS.map((p) => p.id)).size).toBe(PROMPTS.length);
    for (const category of PROMPT_CATEGORIES) expect(promptsIn(category).length).toBeGreaterThanOrEqual(10);
  });

  it('every prompt can name a wiki, and reads at a glance', () => {
    for (const prompt of PROMPTS) {
      expect(checkDisplayName(prompt.title, { blank: 'blank', max: WIKI_TITLE_MAX, tooLong: 'long' }), prompt.id).toMatchObject({ ok: true });
      expect(prompt.text.length, prompt.id).toBeLessThanOrEqual(WIKI_SUBTITLE_MAX);
    }
  });

  it('the prompt of the day is the same all day long for everyone, and changes the next day', () => {
    const morning = promptOfTheDay(new Date('2026-11-30T00:00:01Z'));
    expect(promptOfTheDay(new Date('2026-11-30T23:59:59Z'))).toBe(morning);
    expect(promptOfTheDay(new Date('2026-12-01T00:00:01Z'))).not.toBe(morning);
  });

  it('visits every prompt once before any repeats', () => {
    const start = new Date('2026-01-01T12:00:00Z').getTime();
    const seen = new Set(Array.from({ length: PROMPTS.length }, (_, day) => promptOfTheDay(new Date(start + day * 86_400_000)).id));
    expect(seen.size).toBe(PROMPTS.length);
  });

  it('finds a prompt by id, and nothing for made-up or inherited names', () => {
    expect(promptById('magic-1')?.title).toBe('The price of magic');
    expect(promptById('toString')).toBeUndefined();
  });
});
