import type { Calendar } from '../calendars/calendar';
import { checkOnCalendar, sameWorldDate, type WorldDate } from '../calendars/worldDate';
import { checkedDisplayName } from '../shared/displayText';
import { invalid } from '../shared/errors';
import type { SceneLook } from './writing.events';
import { type SceneContent } from './sceneContent';
import { HEX_COLOR, MAX_SCENES, MAX_WRITING_CHARS, emptySceneContent, sceneCharacters } from './sceneText';
import { SCENE_ID, SCENE_NAME_MAX } from './writingLimits';
import { writingMessages as m } from './writingMessages';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_SCENE_BACKGROUND, DEFAULT_SCENE_NAME, type SceneView } from './writingView';
import { isAcceptedBackground, videoIdOfEmbed, youtubeEmbedHtml } from './youtube';

// What a save or a new document says of one scene. The look's fields and the date may be left
// out: they keep the scene's value (a new scene's default; undated). A null date undates it. The
// request schemas check the same rules first; these keep them true for every caller.
export interface SceneInput {
  _id: string;
  name: string;
  content: SceneContent;
  backgroundImage?: string;
  overlayColor?: string;
  overlayOpacity?: number;
  youtubeHTML?: string;
  date?: WorldDate | null | undefined;
}

// What a save sends of a scene: its text may be left out, and then stays as stored. A co-typed
// scene's text is saved from its room (SaveSceneText), so the room's page leaves it out of the
// saves of names, looks and the list, which then never meet the text typed by others meanwhile.
export type SentScene = Omit<SceneInput, 'content'> & { content?: SceneContent | undefined };

export const withTextOf = (sent: readonly SentScene[], stored: readonly SceneView[]): SceneInput[] => {
  const before = new Map(stored.map((scene) => [scene._id, scene.content]));
  return sent.map(({ content, ...scene }) => ({ ...scene, content: content ?? before.get(scene._id) ?? emptySceneContent() }));
};

export const defaultLook = (): SceneLook => ({
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  youtubeHTML: '',
});

export const defaultSceneInput = (_id: string, content: SceneContent): SceneInput => ({ _id, name: DEFAULT_SCENE_NAME, content });

// Only the embed the product builds from a valid video id is stored (youtube.ts), never other
// HTML: the client sends back exactly what it got, or '' for no video.
export const isStoredEmbed = (html: string) => {
  if (html === '') return true;
  const videoId = videoIdOfEmbed(html);
  return videoId !== null && youtubeEmbedHtml(videoId) === html;
};

// A background not from http(s) or the media host is ignored and the old one stays (product.md §4);
// the bundled default may always be put back.
const background = (wanted: string | undefined, current: string) =>
  wanted !== undefined && (wanted === DEFAULT_SCENE_BACKGROUND || isAcceptedBackground(wanted)) ? wanted : current;

const checkedName = (name: string) => checkedDisplayName(name, { blank: m.nameRequired, max: SCENE_NAME_MAX, tooLong: m.sceneNameTooLong });

// The scene as it will be stored, from what was sent and what it was before (if anything).
export const resolveScene = (input: SceneInput, previous: SceneView | undefined): SceneView => {
  const look = previous ?? defaultLook();
  const { overlayColor, overlayOpacity, youtubeHTML } = input;
  const date = input.date === undefined ? previous?.date : (input.date ?? undefined);
  if (overlayColor !== undefined && !HEX_COLOR.test(overlayColor)) throw invalid(m.overlayColor);
  if (overlayOpacity !== undefined && !(overlayOpacity >= 0 && overlayOpacity <= 1)) throw invalid(m.overlayOpacity);
  if (youtubeHTML !== undefined && !isStoredEmbed(youtubeHTML)) throw invalid(m.invalidLink);
  return {
    _id: input._id,
    // A name sent back unchanged stays as stored, even one from before the text rule.
    name: previous !== undefined && input.name === previous.name ? previous.name : checkedName(input.name),
    content: input.content,
    backgroundImage: background(input.backgroundImage, look.backgroundImage),
    overlayColor: overlayColor?.toLowerCase() ?? look.overlayColor,
    overlayOpacity: overlayOpacity ?? look.overlayOpacity,
    youtubeHTML: youtubeHTML ?? look.youtubeHTML,
    // An undated scene has no date field at all (events and views leave it out).
    ...(date ? { date } : {}),
  };
};

export const sameSceneDate = sameWorldDate;

// Only the dates a save sets (on a new scene, or changed) are checked on the world's calendar: a
// date stored before the world chose another calendar keeps the writing saveable (its text,
// names, looks) until that date is changed. 400 with the reason when the calendar lacks one.
export const checkSceneDates = (calendar: Calendar, sent: readonly SceneInput[], stored: readonly SceneView[]) => {
  const before = new Map(stored.map((scene) => [scene._id, scene.date]));
  const setAnew = sent.flatMap(({ _id, date }) => (date && !(before.has(_id) && sameSceneDate(date, before.get(_id))) ? [date] : []));
  checkOnCalendar(calendar, [], setAnew);
};

// The rules of a document's whole list of scenes.
export const checkSceneList = (scenes: readonly SceneInput[]) => {
  if (scenes.length === 0) throw invalid(m.atLeastOneScene);
  if (scenes.length > MAX_SCENES) throw invalid(m.tooManyScenes);
  const ids = new Set<string>();
  for (const { _id } of scenes) {
    if (!SCENE_ID.test(_id)) throw invalid(m.sceneIdInvalid);
    if (ids.has(_id)) throw invalid(m.duplicateScene);
    ids.add(_id);
  }
  if (scenes.reduce((sum, scene) => sum + sceneCharacters(scene.content), 0) > MAX_WRITING_CHARS) throw invalid(m.tooLong);
};

export const lookOf = ({ backgroundImage, overlayColor, overlayOpacity, youtubeHTML }: SceneView): SceneLook => ({
  backgroundImage,
  overlayColor,
  overlayOpacity,
  youtubeHTML,
});
export const sameLook = (a: SceneLook, b: SceneLook) =>
  a.backgroundImage === b.backgroundImage && a.overlayColor === b.overlayColor && a.overlayOpacity === b.overlayOpacity && a.youtubeHTML === b.youtubeHTML;
