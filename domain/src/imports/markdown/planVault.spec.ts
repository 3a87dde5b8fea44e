import { describe, expect, it } from 'vitest';
import { vaultMessages as m } from './vaultMessages';
import { planVault } from './planVault';
import { markWikilinks, linksIn } from './wikilinks';

// Notes as Lorewright's Markdown export writes them, and as people write them in Obsidian.
const exportedWiki = [
  '---',
  'lorewright: "wiki"',
  'id: "w1"',
  'title: "Isolde [the Fair]"',
  'subtitle: "Queen of the *river*"',
  'category: "places"',
  '---',
  '',
  '# Isolde \\[the Fair\\]',
  '',
  '*Queen of the \\*river\\**',
  '',
  '![[World/media/m1.png]]',
  '',
  '- **Born**: 1021',
  '- **House**: Vale',
  '',
  '## Birth',
  '',
  'Born under the twin moons.',
  '',
  '\\- not a list',
].join('\n');

const exportedWriting = [
  '---',
  'lorewright: "writing"',
  'title: "The Ferry"',
  '---',
  '',
  '# The Ferry',
  '',
  '## Crossing',
  '',
  'Ask **[[World/Wikis/Places/Isolde the Fair|the ferryman]]** about <span style="color:#ff8800">fire</span> and [the map](https://example.com/map).',
  '',
  '### Dawn',
  '',
  'At dawn he \\<b\\>sang\\</b\\>.',
  'A second line.',
].join('\n');

describe('notes as wikis and writings', () => {
  const plan = planVault([
    { path: 'World/Wikis/Places/Isolde the Fair.md', text: exportedWiki },
    { path: 'World/Writings/The Ferry.md', text: exportedWriting },
    { path: 'World/Maps/Old map.md', text: '---\nlorewright: "map"\n---\n# Old map' },
  ]);

  it("reads a wiki's fields, subtitle, picture and sections as written", () => {
    expect(plan.wikis).toEqual([
      {
        source: 'World/Wikis/Places/Isolde the Fair.md',
        category: 'places',
        title: 'Isolde [the Fair]',
        subtitle: 'Queen of the *river*',
        headerFields: [
          { field: 'Born', value: '1021' },
          { field: 'House', value: 'Vale' },
        ],
        sections: [{ title: 'Birth', content: 'Born under the twin moons.\n- not a list' }],
        picture: 'World/media/m1.png',
      },
    ]);
  });

  it('reads a writing’s scenes with bold, colours, titles, web links and links to imported wikis', () => {
    expect(plan.writings).toHaveLength(1);
    const [writing] = plan.writings;
    expect(writing.title).toBe('The Ferry');
    expect(writing.scenes.map((scene) => scene.name)).toEqual(['Crossing']);
    expect(writing.scenes[0].content).toEqual([
      { content: 'Ask ', style: '' },
      { content: 'the ferryman', style: 'bold', link: { type: 'wiki', id: 'wiki:0' } },
      { content: ' about ', style: '' },
      { content: 'fire', style: '', color: '#ff8800' },
      { content: ' and ', style: '' },
      { content: 'the map', style: '', link: { url: 'https://example.com/map' } },
      { content: '.', style: '' },
      { content: '\n', style: '' },
      { content: 'Dawn', style: 'title' },
      { content: '\n', style: '' },
      { content: 'At dawn he <b>sang</b>.', style: '' },
      { content: '\n', style: '' },
      { content: 'A second line.', style: '' },
    ]);
  });

  it('skips notes of maps, timelines, languages and worlds, and counts them', () => {
    expect(plan.skipped).toBe(1);
  });
});

describe('notes written in Obsidian', () => {
  it('makes a wiki of a plain note: its file name, an overview, its category from its folder, links as text', () => {
    const { wikis } = planVault([
      { path: 'Vault/Locations/Harbour.md', text: 'Ships come in at [[Tides#Spring|spring tide]].\n\n## Docks\n\nLong and #busy.' },
    ]);
    expect(wikis).toEqual([
      expect.objectContaining({
        title: 'Harbour',
        category: 'places',
        sections: [
          { title: 'Overview', content: 'Ships come in at spring tide.' },
          { title: 'Docks', content: 'Long and #busy.' },
        ],
      }),
    ]);
  });

  it('finds a linked note by its name alone when only one note has it', () => {
    const { writings } = planVault([
      { path: 'a/Ada.md', text: '# Ada' },
      { path: 'Writings/Tale.md', text: 'Meet [[ada]] and [[Nobody]].' },
    ]);
    expect(writings[0].scenes[0]).toMatchObject({
      name: 'Default',
      content: [
        { content: 'Meet ', style: '' },
        { content: 'ada', style: '', link: { type: 'wiki', id: 'wiki:0' } },
        { content: ' and Nobody.', style: '' },
      ],
    });
  });

  it('refuses front matter that is no YAML, naming the note, and a ZIP with nothing to import', () => {
    expect(() => planVault([{ path: 'x.md', text: '---\na: [\n---\nbody' }])).toThrow(m.brokenFrontMatter('x.md'));
    expect(() => planVault([{ path: 'w.md', text: '---\nlorewright: world\n---\n' }])).toThrow(m.nothingToImport);
  });

  it('does not expand YAML aliases', () => {
    expect(() => planVault([{ path: 'bomb.md', text: '---\na: &a [x, x]\nb: [*a, *a]\n---\n' }])).toThrow(m.brokenFrontMatter('bomb.md'));
  });
});

describe('wikilinks', () => {
  it('are taken whole, with their shown text, and an escaped bracket is no link', () => {
    const { text, links } = markWikilinks('See [[A/B.md#h|the B]], ![[pic.png]] and \\[[not]]');
    expect(links).toEqual([
      { target: 'A/B.md', text: 'the B', embed: false },
      { target: 'pic.png', text: 'pic.png', embed: true },
    ]);
    expect(linksIn(text, links).map((piece) => ('text' in piece ? piece.text : `<${piece.link.target}>`))).toEqual([
      'See ',
      '<A/B.md>',
      ', ',
      '<pic.png>',
      ' and \\[[not]]',
    ]);
  });

  it('read in one pass however many brackets a note holds', () => {
    const started = Date.now();
    markWikilinks('[['.repeat(200_000));
    markWikilinks(`${'[['.repeat(200_000)}${'x'.repeat(200_000)}]]`);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  describe('relations', () => {
    const wikiNote = (title: string, category: string, relations: string[] = []) =>
      [
        '---',
        'lorewright: "wiki"',
        `title: "${title}"`,
        `category: "${category}"`,
        ...(relations.length > 0 ? [`relations: [${relations.join(', ')}]`] : []),
        '---',
        '',
        `# ${title}`,
      ].join('\n');

    it('reads the relations the export lists on both notes once, with their periods', () => {
      const plan = planVault([
        {
          path: 'W/Wikis/Characters/Ysolde.md',
          text: wikiNote('Ysolde', 'characters', [
            '{"type":"parent","label":"Parent of","to":"[[W/Wikis/Characters/Bran|Bran]]","from":"1200-03","until":"1245"}',
            '{"type":"custom","label":"Keeps","to":"[[W/Wikis/Places/Keep|Keep]]"}',
          ]),
        },
        {
          path: 'W/Wikis/Characters/Bran.md',
          text: wikiNote('Bran', 'characters', [
            '{"type":"child","label":"Child of","to":"[[W/Wikis/Characters/Ysolde|Ysolde]]","from":"1200-03","until":"1245"}',
          ]),
        },
        { path: 'W/Wikis/Places/Keep.md', text: wikiNote('Keep', 'places', ['{"type":"custom","label":"Keeps","to":"[[W/Wikis/Characters/Ysolde|Ysolde]]"}']) },
      ]);
      expect(plan.relations).toEqual([
        { wiki: 0, other: 1, type: 'parent', period: { from: { year: 1200, month: 3 }, until: { year: 1245 } } },
        // A custom type reads alike from both ends: the keep's entry is the same relation.
        { wiki: 0, other: 2, type: 'custom', custom: 'Keeps', period: null },
      ]);
    });

    it('reads hand-written entries: a label alone, a link by name, a type from the other end, the rest as custom', () => {
      const plan = planVault([
        {
          path: 'People/Ysolde.md',
          text: wikiNote('Ysolde', 'characters', [
            '{label: "mentor of", to: "[[Bran]]"}',
            '{label: "Located in", to: "Keep", from: 1190}',
            '{label: "Owes money to", to: "[[Bran]]", from: "someday"}',
            '{label: "Ally of", to: "[[Nobody]]"}',
            '{to: "[[Bran]]"}',
          ]),
        },
        { path: 'People/Bran.md', text: wikiNote('Bran', 'characters') },
        { path: 'Places/Keep.md', text: wikiNote('Keep', 'places') },
      ]);
      expect(plan.relations).toEqual([
        { wiki: 0, other: 1, type: 'mentor', period: null },
        // A character cannot be 'Located in': the place adds 'Contains'.
        { wiki: 2, other: 0, type: 'contains', period: { from: { year: 1190 } } },
        { wiki: 0, other: 1, type: 'custom', custom: 'Owes money to', period: null },
      ]);
    });

    it('keeps notes without relations, and relations to notes that are not imported as wikis out', () => {
      const plan = planVault([
        { path: 'People/Ysolde.md', text: wikiNote('Ysolde', 'characters', ['{"type":"ally","label":"Ally of","to":"[[Writings/Ferry]]"}']) },
        { path: 'Writings/Ferry.md', text: '# Ferry' },
      ]);
      expect(plan.relations).toEqual([]);
      expect(planVault([{ path: 'a.md', text: '# A' }]).relations).toEqual([]);
    });
  });
});
