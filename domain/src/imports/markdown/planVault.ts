import type { Heading, List, RootContent } from 'mdast';
import type { Calendar } from '../../calendars/calendar';
import type { WorldPeriod } from '../../calendars/worldDate';
import { GREGORIAN_CALENDAR } from '../../calendars/defaultCalendars';
import { parsePeriodText, parseWorldDateText } from '../../calendars/worldDateText';
import { invalid } from '../../shared/errors';
import { WIKI_CATEGORIES, type WikiCategory } from '../../wikis/wikiView';
import {
  WIKI_FIELD_MAX,
  WIKI_HEADER_FIELDS_MAX,
  WIKI_SECTION_CONTENT_MAX,
  WIKI_SECTION_TITLE_MAX,
  WIKI_SECTIONS_MAX,
  WIKI_SUBTITLE_MAX,
  WIKI_TITLE_MAX,
  WIKI_VALUE_MAX,
} from '../../wikis/wikiLimits';
import type { SceneNode } from '../../writings/sceneContent';
import { NewWritingBody, type SceneBody } from '../../writings/writing.commands';
import { DEFAULT_SCENE_NAME } from '../../writings/writingView';
import { SCENE_NAME_MAX, WRITING_TITLE_MAX } from '../../writings/writingLimits';
import { importedName, importedText } from '../azgaar/importedName';
import type { WikiDraft } from '../wikiDraft';
import { vaultRelations, type VaultRelationDraft } from './noteRelations';
import { blockLines, embedsIn, inlineRuns, inlineText, joinedRuns, type ResolveLink } from './noteText';
import { readNote, type NoteTree } from './noteTree';
import { secretTagged } from './secretTag';
import { vaultMessages as m } from './vaultMessages';

// Markdown notes (an Obsidian vault, or Lorewright's own Markdown export: docs/formats.md) as
// the wikis and writings to make. A note is a writing when its front matter says
// `lorewright: writing` or it sits in a `Writings` folder; notes of maps, timelines, languages
// and worlds (by their front matter) are skipped; every other note is a wiki. A wiki's `##`
// headings are its sections, a list of `**Field**: value` before them its header fields, its
// first embedded picture its picture; a writing's `##` headings are its scenes. Links to notes
// that become wikis stay links in scenes (by `wiki:{n}`, the n-th wiki drafted, until it has an
// id); every other link keeps its text. A wiki note's `relations` property its relations
// (noteRelations.ts).
//
// Dates, read on the world's calendar (Gregorian unless the caller knows the world's) as the
// export writes them (api/src/exports/markdown/elementNotes.ts): a `lifespan` property, a
// field's period in parentheses after its value, and an italic line right under a section's or
// scene's heading. Text that does not read as a date of the calendar stays text.

export interface VaultWikiDraft extends WikiDraft {
  source: string;
  // The picture the note embeds first, as the vault names it (resolved to a file by the reader).
  picture: string | null;
}

export interface VaultWritingDraft {
  source: string;
  title: string;
  scenes: SceneBody[];
}

export interface VaultPlan {
  wikis: VaultWikiDraft[];
  writings: VaultWritingDraft[];
  relations: VaultRelationDraft[];
  skipped: number;
}

export const VAULT_NOTES_MAX = 2_000;
export const WIKI_LINK_PREFIX = 'wiki:';
const SKIPPED_KINDS = new Set(['world', 'map', 'timeline', 'language']);
const PICTURE_ENDINGS = ['.png', '.jpg', '.jpeg', '.gif', '.webp'];
// Folder names that say which category a wiki is (lower case).
const CATEGORY_FOLDERS = new Map<string, WikiCategory>([
  ['characters', 'characters'],
  ['people', 'characters'],
  ['npcs', 'characters'],
  ['places', 'places'],
  ['locations', 'places'],
  ['magic', 'magic'],
  ['spells', 'magic'],
  ['events', 'events'],
  ['history', 'events'],
]);
const OVERVIEW = 'Overview';

const folderNames = (path: string) => path.split('/').slice(0, -1);
const fileTitle = (path: string) => (path.split('/').pop() ?? path).replace(/\.md$/i, '');
const stringProperty = (note: NoteTree, key: string) => (typeof note.properties[key] === 'string' ? note.properties[key] : '');

const kindOf = (note: NoteTree): 'wiki' | 'writing' | 'skip' => {
  const kind = stringProperty(note, 'lorewright');
  if (kind === 'writing') return 'writing';
  if (kind === 'wiki') return 'wiki';
  if (SKIPPED_KINDS.has(kind)) return 'skip';
  return folderNames(note.path).some((name) => name.toLowerCase() === 'writings') ? 'writing' : 'wiki';
};

const categoryOf = (note: NoteTree): WikiCategory => {
  const stated = stringProperty(note, 'category').toLowerCase();
  if ((WIKI_CATEGORIES as readonly string[]).includes(stated)) return stated as WikiCategory;
  for (const name of folderNames(note.path).reverse()) {
    const category = CATEGORY_FOLDERS.get(name.toLowerCase());
    if (category) return category;
  }
  return 'characters';
};

// The note's blocks after its front matter, and its title: the `title` property, else a first
// `#` heading (taken out of the blocks), else the file's name.
const titledBlocks = (note: NoteTree) => {
  const blocks = note.root.children.filter((block) => block.type !== 'yaml');
  const first = blocks[0];
  const heading = first?.type === 'heading' && first.depth === 1 ? inlineText(first.children, note.links).trim() : '';
  return { title: stringProperty(note, 'title') || heading || fileTitle(note.path), blocks: heading ? blocks.slice(1) : blocks };
};

const isHeading = (block: RootContent, depth: number): block is Heading => block.type === 'heading' && block.depth === depth;

// Blocks split at `##` headings: what comes before the first, then each heading with its blocks.
const sectionsOf = (blocks: readonly RootContent[]) => {
  const lead: RootContent[] = [];
  const parts: { heading: Heading; blocks: RootContent[] }[] = [];
  for (const block of blocks) {
    if (isHeading(block, 2)) parts.push({ heading: block, blocks: [] });
    else (parts.at(-1)?.blocks ?? lead).push(block);
  }
  return { lead, parts };
};

// A value that ends with a period in parentheses ('Berengar (1150 AD – 1199 AD)'): the value
// before it and the period. Each '(' that starts a word is tried, the last first, so a value
// that holds parentheses of its own keeps them; one whose parentheses hold no period is kept.
const valueAndPeriod = (text: string, calendar: Calendar): { value: string; period?: WorldPeriod } => {
  if (!text.endsWith(')')) return { value: text };
  for (let at = text.lastIndexOf('('); at >= 0; at = at === 0 ? -1 : text.lastIndexOf('(', at - 1)) {
    if (at > 0 && text[at - 1] !== ' ') continue;
    const period = parsePeriodText(calendar, text.slice(at + 1, -1));
    if (period) return { value: text.slice(0, at).trimEnd(), period };
  }
  return { value: text };
};

// An italic paragraph first under a heading that reads as a date or period: what it reads as,
// and the blocks after it; otherwise nothing, and the blocks as they are.
const datedLead = <T>(blocks: readonly RootContent[], note: NoteTree, read: (text: string) => T | null): { dated?: T; blocks: RootContent[] } => {
  const first = blocks[0];
  const only = first?.type === 'paragraph' && first.children.length === 1 ? first.children[0] : null;
  const dated = only?.type === 'emphasis' ? read(inlineText(only.children, note.links)) : null;
  return dated ? { dated, blocks: blocks.slice(1) } : { blocks: [...blocks] };
};

// `- **Field**: value` items, the way header fields are written; null when the list is other.
const fieldList = (list: List, note: NoteTree, calendar: Calendar) => {
  const fields = list.children.map((item) => {
    const paragraph = item.children[0];
    if (item.children.length !== 1 || paragraph?.type !== 'paragraph') return null;
    const [label, rest] = paragraph.children;
    const value = rest?.type === 'text' ? inlineText(paragraph.children.slice(1), note.links) : '';
    if (label?.type !== 'strong' || !value.startsWith(':')) return null;
    const tagged = secretTagged(value.slice(1).trim());
    const dated = valueAndPeriod(tagged.text, calendar);
    return {
      field: importedName(inlineText(label.children, note.links), WIKI_FIELD_MAX, 'Field'),
      value: importedText(dated.value, WIKI_VALUE_MAX),
      ...(tagged.secret ? { secret: true } : {}),
      ...(dated.period ? { period: dated.period } : {}),
    };
  });
  return fields.every((field) => field !== null) ? fields : null;
};

const textOf = (blocks: readonly RootContent[], note: NoteTree) =>
  blocks
    .flatMap((block) => blockLines(block, note.links))
    .filter((line) => line.trim() !== '')
    .join('\n');

const isPicture = (target: string) => PICTURE_ENDINGS.some((ending) => target.toLowerCase().endsWith(ending));

const wikiDraft = (note: NoteTree, calendar: Calendar): VaultWikiDraft => {
  const { title, blocks } = titledBlocks(note);
  const { lead, parts } = sectionsOf(blocks);
  let subtitle = stringProperty(note, 'subtitle');
  const headerFields: VaultWikiDraft['headerFields'] = [];
  const rest: RootContent[] = [];
  for (const block of lead) {
    const fields = block.type === 'list' ? fieldList(block, note, calendar) : null;
    const only = block.type === 'paragraph' && block.children.length === 1 ? block.children[0] : null;
    if (fields) headerFields.push(...fields);
    // An italic line first is the subtitle (Lorewright's export writes it so, beside the property).
    else if (only?.type === 'emphasis' && (!subtitle || inlineText(only.children, note.links) === subtitle)) subtitle = inlineText(only.children, note.links);
    else rest.push(block);
  }
  const overview = textOf(rest, note);
  const sections: { title: string; content: string; secret: boolean; period?: WorldPeriod }[] = [
    ...(overview ? [{ title: OVERVIEW, content: overview, secret: false }] : []),
    ...parts.map((part) => {
      const heading = secretTagged(inlineText(part.heading.children, note.links));
      const { dated: period, blocks: text } = datedLead(part.blocks, note, (line) => parsePeriodText(calendar, line));
      return { title: heading.text, content: textOf(text, note), secret: heading.secret, period };
    }),
  ];
  const lifespan = parsePeriodText(calendar, stringProperty(note, 'lifespan'));
  const picture = note.root.children.flatMap((block) => embedsIn(block, note.links)).find((link) => isPicture(link.target));
  return {
    source: note.path,
    category: categoryOf(note),
    title: importedName(title, WIKI_TITLE_MAX, 'Untitled wiki'),
    subtitle: importedName(subtitle, WIKI_SUBTITLE_MAX, ''),
    headerFields: headerFields.slice(0, WIKI_HEADER_FIELDS_MAX),
    sections: sections.slice(0, WIKI_SECTIONS_MAX).map((section) => ({
      title: importedName(section.title, WIKI_SECTION_TITLE_MAX, 'Section'),
      content: importedText(section.content, WIKI_SECTION_CONTENT_MAX),
      ...(section.secret ? { secret: true } : {}),
      ...(section.period ? { period: section.period } : {}),
    })),
    ...(lifespan ? { lifespan } : {}),
    picture: picture?.target ?? null,
  };
};

const NEW_LINE: SceneNode = { content: '\n', style: '' };

// A line that ends with the secret tag (secretTag.ts; the Markdown export writes a secret scene line
// so) is a secret line: the tag goes, and every run of the line carries the mark.
const secretLine = (runs: SceneNode[]): SceneNode[] => {
  const last = runs.at(-1);
  const tagged = last ? secretTagged(last.content) : null;
  if (!last || !tagged?.secret) return runs;
  const kept = tagged.text === '' ? runs.slice(0, -1) : [...runs.slice(0, -1), { ...last, content: tagged.text }];
  return kept.map((run) => ({ ...run, secret: true }));
};

// A scene's blocks as runs: `###` lines as titles, deeper ones as subtitles, the rest as lines.
const sceneContent = (blocks: readonly RootContent[], note: NoteTree, resolve: ResolveLink): SceneNode[] => {
  const lines: SceneNode[][] = blocks.flatMap((block): SceneNode[][] => {
    if (block.type === 'heading') {
      const style = block.depth <= 3 ? 'title' : 'subtitle';
      return [secretLine([{ content: inlineText(block.children, note.links).replace(/\n/g, ' '), style }])];
    }
    if (block.type === 'paragraph') return [secretLine(inlineRuns(block.children, note.links, resolve))];
    return blockLines(block, note.links).map((line) => [{ content: line, style: '' }]);
  });
  return joinedRuns(lines.filter((line) => line.length > 0).flatMap((line, n) => (n === 0 ? line : [NEW_LINE, ...line])));
};

const writingDraft = (note: NoteTree, resolve: ResolveLink, calendar: Calendar): VaultWritingDraft => {
  const { title, blocks } = titledBlocks(note);
  const { lead, parts } = sectionsOf(blocks);
  const named = [
    ...(lead.length > 0 || parts.length === 0 ? [{ name: DEFAULT_SCENE_NAME, blocks: lead, headed: false }] : []),
    ...parts.map((part) => ({ name: inlineText(part.heading.children, note.links), blocks: part.blocks, headed: true })),
  ];
  const scenes = named.map((scene) => {
    // Only a heading has a date line under it (the text before the first is no scene of the export).
    const read = (line: string) => (scene.headed ? parseWorldDateText(calendar, line) : null);
    const { dated: date, blocks } = datedLead(scene.blocks, note, read);
    return {
      name: importedName(scene.name, SCENE_NAME_MAX, DEFAULT_SCENE_NAME),
      content: sceneContent(blocks, note, resolve),
      ...(date ? { date } : {}),
    };
  });
  const body = NewWritingBody.safeParse({ isFolder: false, title: importedName(title, WRITING_TITLE_MAX, 'Untitled writing'), worldID: 'checked', scenes });
  if (!body.success) throw invalid(m.noteProblem(note.path, body.error.issues[0]?.message ?? 'not a writing'));
  return { source: note.path, title: body.data.title ?? '', scenes: body.data.scenes ?? [] };
};

// How Obsidian finds a link's note: by its path in the vault (with or without `.md`), or by its
// name alone when one note has it. Answers the note's index.
const noteFinder = (paths: readonly string[]) => {
  const byPath = new Map<string, number>();
  const byName = new Map<string, number | null>();
  paths.forEach((path, index) => {
    const bare = path.replace(/\.md$/i, '').toLowerCase();
    byPath.set(bare, index);
    const name = bare.split('/').pop()!;
    byName.set(name, byName.has(name) ? null : index);
  });
  return (target: string) => {
    const bare = target.replace(/\.md$/i, '').toLowerCase();
    return byPath.get(bare) ?? (bare.includes('/') ? undefined : byName.get(bare)) ?? null;
  };
};

export const planVault = (files: readonly { path: string; text: string }[], calendar: Calendar = GREGORIAN_CALENDAR): VaultPlan => {
  if (files.length > VAULT_NOTES_MAX) throw invalid(m.tooManyNotes(VAULT_NOTES_MAX));
  const notes = files.map((file) => readNote(file.path, file.text));
  const kinds = notes.map(kindOf);
  const find = noteFinder(notes.map((note) => note.path));
  // The wikis' numbers, by note.
  const wikiNumber = new Map<number, number>();
  kinds.forEach((kind, index) => kind === 'wiki' && wikiNumber.set(index, wikiNumber.size));
  const resolve: ResolveLink = (link) => {
    const index = find(link.target);
    const number = index === null ? undefined : wikiNumber.get(index);
    return number === undefined ? null : { type: 'wiki', id: `${WIKI_LINK_PREFIX}${number}` };
  };
  const plan: VaultPlan = { wikis: [], writings: [], relations: [], skipped: 0 };
  const wikiNotes: NoteTree[] = [];
  notes.forEach((note, index) => {
    if (kinds[index] === 'wiki') {
      plan.wikis.push(wikiDraft(note, calendar));
      wikiNotes.push(note);
    } else if (kinds[index] === 'writing') plan.writings.push(writingDraft(note, resolve, calendar));
    else plan.skipped++;
  });
  plan.relations = vaultRelations(
    wikiNotes.map((note, number) => ({ note, category: plan.wikis[number].category })),
    (target) => {
      const index = find(target);
      return index === null ? null : (wikiNumber.get(index) ?? null);
    },
  );
  if (plan.wikis.length === 0 && plan.writings.length === 0) throw invalid(m.nothingToImport);
  return plan;
};
