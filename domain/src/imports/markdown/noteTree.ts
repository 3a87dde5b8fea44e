import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import { parse as parseYaml } from 'yaml';
import { invalid } from '../../shared/errors';
import { vaultMessages as m } from './vaultMessages';
import { markWikilinks, type NoteLink } from './wikilinks';

// One note read: its front matter (YAML, as Obsidian's properties) and its Markdown as a tree
// (micromark: a state machine, linear in the note's length, no patterns), with Obsidian's links
// marked in its text (wikilinks.ts).
export interface NoteTree {
  // The note's path in the ZIP.
  path: string;
  properties: Record<string, unknown>;
  root: Root;
  links: NoteLink[];
}

const propertiesOf = (path: string, yaml: string | null): Record<string, unknown> => {
  if (yaml === null || yaml.trim() === '') return {};
  let value: unknown;
  try {
    // No aliases: a few lines of YAML could otherwise stand for millions of values.
    value = parseYaml(yaml, { maxAliasCount: 0, schema: 'core' });
  } catch {
    throw invalid(m.brokenFrontMatter(path));
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

export const readNote = (path: string, text: string): NoteTree => {
  const { text: marked, links } = markWikilinks(text.replace(/^\uFEFF/, ''));
  const root = fromMarkdown(marked, { extensions: [frontmatter(['yaml'])], mdastExtensions: [frontmatterFromMarkdown(['yaml'])] });
  const yaml = root.children[0]?.type === 'yaml' ? root.children[0].value : null;
  return { path, properties: propertiesOf(path, yaml), root, links };
};
