import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { worldDateText, worldPeriodText, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { ExportLanguage, ExportMap, ExportTimeline, ExportWiki, ExportWorld, ExportWriting } from '@lorewright/domain/exports/exportFormat';
import { withSecretTag } from '@lorewright/domain/imports/markdown/secretTag';
import { frontMatter, markdownLine, markdownParagraphs } from './markdownText';
import type { NoteLinks } from './noteLinks';
import type { RelationProperty } from './noteRelations';
import { mentionLineMarkdown, sectionMarkdown } from './sectionMarkdown';
import { sceneMarkdown } from './sceneMarkdown';

// One Markdown note per element: front matter with its fields (so Obsidian's properties and
// Dataview see them, and an import can read them back), then what its page shows. A secret part
// carries the secret tag (secretTag.ts): only the world's author exports, so the marks go along.
// Dates read as the world's calendar reads them ('3 March 1245 AD', '1200 AD – 1245 AD').

type Link = { type: string; id: string };

const common = (kind: string, element: { id: string; visibility: string; createdOn: string; lastUpdated: string }) => ({
  lorewright: kind,
  id: element.id,
  visibility: element.visibility,
  created: element.createdOn,
  updated: element.lastUpdated,
});

const note = (matter: string, title: string, parts: (string | null | false)[]) =>
  `${matter}\n# ${markdownLine(title)}\n\n${parts.filter((part): part is string => Boolean(part)).join('\n\n')}\n`;

const linksLine = (links: readonly Link[], to: NoteLinks) => {
  const shown = links.map((link) => to.linkTo(link, '')).filter(Boolean);
  return shown.length > 0 ? `Links: ${shown.join(', ')}` : '';
};

// A dated part's period, or a scene's date, as an italic line under its heading.
const datedLine = (text: string) => (text ? `*${markdownLine(text)}*` : null);
const periodAfter = (calendar: Calendar, period: WorldPeriod | undefined) => {
  const text = worldPeriodText(calendar, period);
  return text ? ` (${markdownLine(text)})` : '';
};

export const writingNote = (writing: ExportWriting, to: NoteLinks, parent: string | null, calendar: Calendar = GREGORIAN_CALENDAR) =>
  note(frontMatter({ ...common('writing', writing), title: writing.title, parent: parent ?? undefined, tags: ['lorewright/writing'] }), writing.title, [
    ...writing.scenes.map((scene) =>
      [
        `## ${markdownLine(scene.name)}`,
        scene.date && datedLine(worldDateText(calendar, scene.date)),
        to.image(scene.backgroundImage),
        sceneMarkdown(scene.content, to),
      ]
        .filter(Boolean)
        .join('\n\n'),
    ),
  ]);

export const wikiNote = (
  wiki: ExportWiki,
  to: NoteLinks,
  parent: string | null,
  relations: readonly RelationProperty[] = [],
  calendar: Calendar = GREGORIAN_CALENDAR,
) =>
  note(
    frontMatter({
      ...common('wiki', wiki),
      title: wiki.title,
      subtitle: wiki.subtitle,
      category: wiki.category,
      parent: parent ?? undefined,
      relations: relations.length > 0 ? relations.map((relation) => ({ ...relation })) : undefined,
      // The wiki's own life, as a property Obsidian shows beside the others.
      lifespan: worldPeriodText(calendar, wiki.lifespan) || undefined,
      tags: ['lorewright/wiki', `lorewright/${wiki.category}`],
    }),
    wiki.title,
    [
      wiki.subtitle && `*${markdownLine(wiki.subtitle)}*`,
      wiki.images
        .map((image) => to.image(image.name))
        .filter(Boolean)
        .join('\n'),
      wiki.headerFields
        .map((field) => `- **${markdownLine(field.field)}**: ${withSecretTag(markdownLine(field.value) + periodAfter(calendar, field.period), field.secret)}`)
        .join('\n'),
      ...wiki.sections.map((section) =>
        [
          `## ${withSecretTag(markdownLine(section.title), section.secret)}`,
          datedLine(worldPeriodText(calendar, section.period)),
          sectionMarkdown(section.content, to),
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
    ],
  );

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export const mapNote = (map: ExportMap, to: NoteLinks, calendar: Calendar = GREGORIAN_CALENDAR) =>
  note(frontMatter({ ...common('map', map), title: map.title, tags: ['lorewright/map'] }), map.title, [
    markdownParagraphs(map.description),
    to.image(map.image),
    map.points.length > 0 && '## Points',
    map.points
      .map((point) =>
        [
          withSecretTag(`- **${markdownLine(point.name)}** (${percent(point.x)}, ${percent(point.y)})${periodAfter(calendar, point.period)}`, point.secret),
          point.description && `  ${mentionLineMarkdown(point.description, to)}`,
          point.image && to.image(point.image) && `  ${to.image(point.image)}`,
          point.links.length > 0 && `  ${linksLine(point.links, to)}`,
        ]
          .filter(Boolean)
          .join('\n'),
      )
      .join('\n'),
  ]);

type NodeDate = ExportTimeline['lines'][number]['nodes'][number]['date'];
const dateText = (date: NodeDate) => [date.day ?? '', date.month, date.year].filter((part) => part !== '').join(' ');

export const timelineNote = (timeline: ExportTimeline, to: NoteLinks) =>
  note(
    frontMatter({ ...common('timeline', timeline), title: timeline.title, start: timeline.start, end: timeline.end, tags: ['lorewright/timeline'] }),
    timeline.title,
    [
      markdownParagraphs(timeline.description),
      ...timeline.lines.map((line) =>
        [
          `## ${markdownLine(line.name)}`,
          [...line.nodes]
            .sort((a, b) => a.date.year - b.date.year)
            .map((node) =>
              [
                withSecretTag(
                  `- **${markdownLine(dateText(node.date))}${node.end ? ` – ${markdownLine(dateText(node.end))}` : ''}**: ${markdownLine(node.title)}`,
                  node.secret,
                ),
                node.subtitle && `  ${mentionLineMarkdown(node.subtitle, to)}`,
                node.image && to.image(node.image) && `  ${to.image(node.image)}`,
                node.links.length > 0 && `  ${linksLine(node.links, to)}`,
              ]
                .filter(Boolean)
                .join('\n'),
            )
            .join('\n'),
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
    ],
  );

export const languageNote = (language: ExportLanguage, to: NoteLinks) =>
  note(frontMatter({ ...common('language', language), title: language.title, tags: ['lorewright/language'] }), language.title, [
    language.keys.length > 0 &&
      `## Keys\n\n| Key | Rune |\n| --- | --- |\n${language.keys.map((key) => `| ${markdownLine(key.key)} | ${to.image(key.rune) ?? ''} |`).join('\n')}`,
    language.words.length > 0 &&
      `## Words\n\n| Word | Meaning | Part of speech |\n| --- | --- | --- |\n${language.words
        .map((word) => `| ${markdownLine(word.word)} | ${markdownLine(word.meaning)} | ${markdownLine(word.type)} |`)
        .join('\n')}`,
  ]);

export const worldNote = (world: ExportWorld, to: NoteLinks, lists: { heading: string; links: string[] }[]) =>
  note(
    frontMatter({
      lorewright: 'world',
      id: world.id,
      visibility: world.visibility,
      created: world.createdOn,
      updated: world.lastUpdated,
      tags: ['lorewright/world'],
    }),
    world.name,
    [
      to.image(world.headerImage),
      markdownParagraphs(world.description),
      ...lists.filter((list) => list.links.length > 0).map((list) => `## ${list.heading}\n\n${list.links.map((link) => `- ${link}`).join('\n')}`),
    ],
  );
