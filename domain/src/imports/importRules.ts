import type { z } from 'zod';
import { CalendarBody } from '../calendars/calendar.bodies';
import type { ExportLanguage, ExportMap, ExportTimeline, ExportWiki, ExportWorld, ExportWriting } from '../exports/exportFormat';
import { AddStemBody, NewLanguageBody, UpdateKeyMapBody } from '../languages/language.bodies';
import { NewMapFields, SentPointBody } from '../maps/map.bodies';
import { AddRelationBody } from '../relations/relation.bodies';
import { invalid } from '../shared/errors';
import { CustomiseTimelineBody, LineBody, NewTimelineBody, NodeBody, ZoneBody } from '../timelines/timeline.bodies';
import { NewWikiBody, UpdateWikiBody } from '../wikis/wiki.bodies';
import { CreateWorldBody } from '../worlds/world.commands';
import { NewWritingBody, SceneBody } from '../writings/writing.commands';
import { importMessages as m } from './importMessages';

// The rules each element's own routes apply (lengths, the text rule, icons, colours, calendars,
// embeds), applied to an export's files before anything is stored: what the importer could not
// type in by hand does not come in by a file either. The first rule broken is named with its file.

const ID = 'x';

const check = (path: string, schema: z.ZodType, value: unknown, where = '') => {
  const result = schema.safeParse(value);
  if (result.success) return;
  const issue = result.error.issues[0];
  throw invalid(m.schema(path, [where, ...issue.path.map(String)].filter(Boolean).join('.'), issue.message));
};

export const checkWorldRules = (path: string, world: ExportWorld) => check(path, CreateWorldBody, { name: world.name, description: world.description });

export const checkWritingRules = (path: string, writing: ExportWriting) => {
  check(path, NewWritingBody, { isFolder: writing.type === 'folder', title: writing.title, worldID: ID, parentID: null });
  writing.scenes.forEach((scene, index) =>
    check(
      path,
      SceneBody,
      {
        name: scene.name,
        content: scene.content,
        backgroundImage: scene.backgroundImage,
        overlayColor: scene.overlayColor,
        overlayOpacity: scene.overlayOpacity,
        youtubeHTML: scene.youtubeHTML,
      },
      `scenes.${index}`,
    ),
  );
};

export const checkWikiRules = (path: string, wiki: ExportWiki) => {
  check(path, NewWikiBody, { category: wiki.category, title: wiki.title, subtitle: wiki.subtitle, worldID: ID, parentID: null });
  check(path, UpdateWikiBody, {
    headerFields: wiki.headerFields.map((field, index) => ({ _id: `f${index}`, field: field.field, value: field.value })),
    sections: wiki.sections.map((section, index) => ({ _id: `s${index}`, title: section.title, content: section.content })),
    overlayOpacity: wiki.overlayOpacity,
  });
};

export const checkMapRules = (path: string, map: ExportMap) => {
  check(path, NewMapFields, { title: map.title, description: map.description, worldID: ID });
  map.points.forEach((point, index) =>
    check(
      path,
      SentPointBody,
      { _id: `p${index}`, x: point.x, y: point.y, icon: point.icon, color: point.color, name: point.name, description: point.description },
      `points.${index}`,
    ),
  );
};

export const checkTimelineRules = (path: string, timeline: ExportTimeline) => {
  check(path, NewTimelineBody, { worldID: ID, title: timeline.title, description: timeline.description, start: timeline.start, end: timeline.end });
  check(path, CustomiseTimelineBody, { timelineID: ID, overlayColor: timeline.overlayColor, overlayOpacity: timeline.overlayOpacity });
  check(path, CalendarBody, timeline.calendar, 'calendar');
  timeline.zones.forEach((zone, index) => check(path, ZoneBody, { _id: `z${index}`, name: zone.name, start: zone.start, end: zone.end }, `zones.${index}`));
  timeline.lines.forEach((line, lineIndex) => {
    check(path, LineBody, { _id: `l${lineIndex}`, name: line.name }, `lines.${lineIndex}`);
    line.nodes.forEach((node, index) =>
      check(
        path,
        NodeBody,
        { _id: `n${index}`, title: node.title, subtitle: node.subtitle, type: node.type, ...node.date, end: node.end, parent: null },
        `lines.${lineIndex}.nodes.${index}`,
      ),
    );
  });
};

// A relation's kind as the relation routes take it (the custom text rule, the period).
export const checkRelationRules = (path: string, where: string, kind: { type: string; custom?: string; period: unknown }) =>
  check(path, AddRelationBody, { wikiID: ID, otherID: ID, ...kind }, where);

export const checkLanguageRules = (path: string, language: ExportLanguage) => {
  check(path, NewLanguageBody, { title: language.title, worldID: ID });
  language.words.forEach((word, index) =>
    check(path, AddStemBody, { languageID: ID, stem: { word: word.word, meaning: word.meaning, type: word.type } }, `words.${index}`),
  );
  const keyMap = Object.fromEntries(language.keys.map((key, order) => [key.key, { _id: `k${order}`, order, rune: key.rune }]));
  check(path, UpdateKeyMapBody, { languageID: ID, keyMap }, 'keys');
};
