import { RELATIONS_PER_WIKI_MAX } from '../../wikis/wikiLimits';
import type { WikiCategory } from '../../wikis/wikiView';
import { AddRelationBody } from '../../relations/relation.bodies';
import type { RelationDate, RelationPeriod } from '../../relations/relationPeriod';
import { inverseOf, RELATION_TYPES, relationLabel, typesFor, type RelationType } from '../../relations/relationTypes';
import type { NoteTree } from './noteTree';
import { linksIn } from './wikilinks';

// A wiki note's `relations` property (docs/formats.md): a list of `{type?, label, to, from?,
// until?}`, `to` a wikilink to another note. Lorewright's Markdown export lists a relation on both
// of its notes (each read from its own wiki); it is made once. A hand-written entry may give only
// a label: one of the named types' labels ('Parent of') is that type, any other text a custom
// type. A type the wiki's category does not offer is added from the other end when that one
// offers its inverse, else kept as a custom type showing its label. Entries that cannot be read
// (no link to a note that becomes a wiki, no label) are left out, as are those beyond a wiki's limit.

export interface VaultRelationDraft {
  // The wikis by their number among the drafted wikis.
  wiki: number;
  other: number;
  type: RelationType;
  custom?: string;
  period: RelationPeriod | null;
}

const byLabel = new Map(RELATION_TYPES.filter((type) => type !== 'custom').map((type) => [relationLabel(type, '').toLowerCase(), type]));
const isType = (value: unknown): value is RelationType => typeof value === 'string' && (RELATION_TYPES as readonly string[]).includes(value);

const DATE = /^(-?\d{1,7})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/;
const dateOf = (value: unknown): RelationDate | undefined => {
  const match = DATE.exec(typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
  if (!match) return undefined;
  const [, year, month, day] = match;
  return { year: Number(year), ...(month ? { month: Number(month) } : {}), ...(day ? { day: Number(day) } : {}) };
};

const periodOf = (entry: Record<string, unknown>): RelationPeriod | null => {
  const from = dateOf(entry.from);
  const until = dateOf(entry.until);
  return from || until ? { ...(from ? { from } : {}), ...(until ? { until } : {}) } : null;
};

// The type and custom text an entry names, as read from its own note.
const kindOf = (entry: Record<string, unknown>): { type: RelationType; custom: string } | null => {
  const label = typeof entry.label === 'string' ? entry.label.trim() : '';
  if (isType(entry.type) && entry.type !== 'custom') return { type: entry.type, custom: '' };
  const named = entry.type === 'custom' ? undefined : byLabel.get(label.toLowerCase());
  if (named) return { type: named, custom: '' };
  return label ? { type: 'custom', custom: label } : null;
};

// The note an entry's `to` names: its first wikilink, or else its text as a note's name.
const targetOf = (entry: Record<string, unknown>, note: NoteTree) => {
  if (typeof entry.to !== 'string') return null;
  const pieces = linksIn(entry.to, note.links);
  const link = pieces.find((piece) => 'link' in piece);
  if (link && 'link' in link) return link.link.target;
  const text = pieces
    .map((piece) => ('text' in piece ? piece.text : ''))
    .join('')
    .trim();
  return text || null;
};

const sameKey = (wiki: number, other: number, type: RelationType, custom: string) =>
  wiki < other ? `${wiki}|${other}|${type}|${custom}` : `${other}|${wiki}|${inverseOf(type)}|${custom}`;

/** The relations the wiki notes state, by wiki number; `wikiOf` finds the wiki a link's target becomes. */
export const vaultRelations = (
  wikis: readonly { note: NoteTree; category: WikiCategory }[],
  wikiOf: (target: string) => number | null,
): VaultRelationDraft[] => {
  const drafts: VaultRelationDraft[] = [];
  const seen = new Set<string>();
  const counts = new Map<number, number>();
  wikis.forEach(({ note }, wiki) => {
    const entries = note.properties.relations;
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
      const fields = entry as Record<string, unknown>;
      const target = targetOf(fields, note);
      const other = target === null ? null : wikiOf(target);
      const kind = kindOf(fields);
      if (other === null || other === wiki || !kind) continue;
      let [from, to, { type, custom }] = [wiki, other, kind];
      if (!typesFor(wikis[from].category).includes(type)) {
        if (typesFor(wikis[to].category).includes(inverseOf(type))) [from, to, type] = [to, from, inverseOf(type)];
        else [type, custom] = ['custom', relationLabel(type, custom)];
      }
      const key = sameKey(from, to, type, custom);
      if (seen.has(key) || [from, to].some((end) => (counts.get(end) ?? 0) >= RELATIONS_PER_WIKI_MAX)) continue;
      // The rules of the relation routes; a period they refuse is left out, then the entry.
      const base = { wikiID: 'x', otherID: 'x', type, ...(type === 'custom' ? { custom } : {}) };
      const period = periodOf(fields);
      const checked = [AddRelationBody.safeParse({ ...base, period }), AddRelationBody.safeParse({ ...base, period: null })].find((body) => body.success);
      if (!checked?.data) continue;
      seen.add(key);
      for (const end of [from, to]) counts.set(end, (counts.get(end) ?? 0) + 1);
      drafts.push({ wiki: from, other: to, type, ...(type === 'custom' ? { custom: checked.data.custom } : {}), period: checked.data.period ?? null });
    }
  });
  return drafts;
};
