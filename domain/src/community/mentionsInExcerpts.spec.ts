import { describe, expect, it } from 'vitest';
import { mentionsAsKinds } from './mentionsInExcerpts';

describe('mentionsAsKinds', () => {
  it('writes each mention as the kind of element it names, never its id', () => {
    expect(mentionsAsKinds('Read [[writing:abc-1]] beside [[map:m_2]], not [[language:l3]].')).toBe('Read @writing beside @map, not [[language:l3]].');
  });

  it('leaves a text without mentions as it is', () => {
    expect(mentionsAsKinds('Plain [text] and ana@example.com')).toBe('Plain [text] and ana@example.com');
  });
});
