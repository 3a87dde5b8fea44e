import { describe, expect, it } from 'vitest';
import type { Calendar } from '../../calendars/calendar';
import { GREGORIAN_CALENDAR } from '../../calendars/defaultCalendars';
import { planVault } from './planVault';

// The dates Lorewright's Markdown export writes (a lifespan property, a field's period after its
// value, an italic line under a section's or scene's heading) read back as dates of the world's
// calendar; text that only looks like them stays text.
const datedWiki = [
  '---',
  'lorewright: "wiki"',
  'title: "Berengar"',
  'lifespan: "1180 AD – 1245 AD"',
  '---',
  '',
  '# Berengar',
  '',
  '- **Ruler**: Berengar (1150 AD – 1199 AD)',
  '- **Sword**: Oathkeeper (old) (from 3 March 1160 AD) #lorewright/secret',
  '- **Heir**:  (until 1199 AD)',
  '- **Weapon**: Sword (old)',
  '- **Motto**: Hold (1150 – 1199)',
  '',
  '## Reign #lorewright/secret',
  '',
  '*1150 AD – 1199 AD*',
  '',
  'He ruled the vale.',
  '',
  '## Exile',
  '',
  '*in the old days*',
  '',
  'He left.',
  '',
  '## Later',
  '',
  'Nothing *1150 AD – 1199 AD*',
  '',
  '*until 1245 AD*',
].join('\n');

const datedWriting = [
  '---',
  'lorewright: "writing"',
  'title: "The Ferry"',
  '---',
  '',
  '# The Ferry',
  '',
  '## Crossing',
  '',
  '*3 March 1250 AD*',
  '',
  'They crossed at dawn.',
  '',
  '## Waiting',
  '',
  '*a long wait*',
  '',
  'Still waiting.',
].join('\n');

const files = [
  { path: 'World/Wikis/Characters/Berengar.md', text: datedWiki },
  { path: 'World/Writings/The Ferry.md', text: datedWriting },
];

describe('dated notes', () => {
  const plan = planVault(files);
  const [wiki] = plan.wikis;

  it("read a wiki's lifespan property", () => {
    expect(wiki.lifespan).toEqual({ from: { year: 1180 }, until: { year: 1245 } });
  });

  it("read a field's period from after its value, keeping the value and its secret mark exact", () => {
    expect(wiki.headerFields).toEqual([
      { field: 'Ruler', value: 'Berengar', period: { from: { year: 1150 }, until: { year: 1199 } } },
      { field: 'Sword', value: 'Oathkeeper (old)', secret: true, period: { from: { year: 1160, month: 3, day: 3 } } },
      { field: 'Heir', value: '', period: { until: { year: 1199 } } },
      // Parentheses that hold no date of the calendar (Gregorian years carry their era) stay in the value.
      { field: 'Weapon', value: 'Sword (old)' },
      { field: 'Motto', value: 'Hold (1150 – 1199)' },
    ]);
  });

  it("read a section's period from the italic line under its heading only", () => {
    expect(wiki.sections).toEqual([
      { title: 'Reign', content: 'He ruled the vale.', secret: true, period: { from: { year: 1150 }, until: { year: 1199 } } },
      { title: 'Exile', content: 'in the old days\nHe left.' },
      { title: 'Later', content: 'Nothing 1150 AD – 1199 AD\nuntil 1245 AD' },
    ]);
  });

  it("read a scene's date from the italic line under its heading", () => {
    const [writing] = plan.writings;
    expect(writing.scenes.map(({ name, date }) => ({ name, date }))).toEqual([
      { name: 'Crossing', date: { year: 1250, month: 3, day: 3 } },
      { name: 'Waiting', date: undefined },
    ]);
    expect(JSON.stringify(writing.scenes[0].content)).not.toContain('1250');
    expect(JSON.stringify(writing.scenes[1].content)).toContain('a long wait');
  });

  it('read no date from an italic line before the first heading', () => {
    const [writing] = planVault([{ path: 'Writings/Notes.md', text: '# Notes\n\n*3 March 1250 AD*\n\nA start.' }]).writings;
    expect(writing.scenes[0].date).toBeUndefined();
    expect(JSON.stringify(writing.scenes[0].content)).toContain('3 March 1250 AD');
  });

  it('read dates on the calendar given, and leave those it lacks as text', () => {
    const reckoning: Calendar = {
      ...GREGORIAN_CALENDAR,
      months: [
        { name: 'Thaw', numDays: 30 },
        { name: 'Highsun', numDays: 30 },
      ],
      eras: [{ name: 'Age of Crowns', abbreviation: 'AC', startYear: 1 }],
      leapRules: [],
    };
    const text = datedWriting.replace('3 March 1250 AD', '2 Highsun 12 AC');
    const [gregorian] = planVault([{ path: 'Writings/Ferry.md', text }]).writings;
    const [own] = planVault([{ path: 'Writings/Ferry.md', text }], reckoning).writings;
    expect(gregorian.scenes[0].date).toBeUndefined();
    expect(JSON.stringify(gregorian.scenes[0].content)).toContain('2 Highsun 12 AC');
    expect(own.scenes[0].date).toEqual({ year: 12, month: 2, day: 2 });
    const [wikiOnOwn] = planVault([files[0]], reckoning).wikis;
    expect(wikiOnOwn.lifespan).toBeUndefined();
    expect(wikiOnOwn.headerFields[0].value).toBe('Berengar (1150 AD – 1199 AD)');
  });
});
