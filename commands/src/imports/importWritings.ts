import type { PlannedWorld } from '@lorewright/domain/imports/importPlan';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import type { WorldImport } from './worldImport';

type PlannedWriting = PlannedWorld['writings'][number];

// A library picture (a scene's background): uploaded to the importer's library, shown by its address.
const libraryAddress = async (w: WorldImport, value: string) => {
  const item = w.mediaOf(value);
  if (!item) return value;
  const uploaded = await w.ports.media.upload(w.actor.id, item.folder, await w.bytesOf(item), w.context);
  await w.ports.settle(uploaded.position);
  return imageUrl(uploaded.folder, w.actor.id, uploaded.name) ?? '';
};

// The scenes as a new writing takes them: links to other elements are left out until they exist.
const scenesOf = async (w: WorldImport, writing: PlannedWriting) =>
  Promise.all(
    writing.scenes.map(async (scene) => ({
      _id: scene.id,
      name: scene.name,
      content: scene.content.map(({ link, ...run }) => (link && 'type' in link ? run : { ...run, ...(link ? { link } : {}) })),
      backgroundImage: await libraryAddress(w, scene.backgroundImage),
      overlayColor: scene.overlayColor,
      overlayOpacity: scene.overlayOpacity,
      youtubeHTML: scene.youtubeHTML,
      ...(scene.date ? { date: w.dateOf(scene.date) } : {}),
    })),
  );

const hasElementLinks = (writing: PlannedWriting) => writing.scenes.some((scene) => scene.content.some((run) => run.link && 'type' in run.link));

// Writings, parents first; scenes that link to elements are saved again once every element
// exists, with the links to the new ids.
export const importWritings = async (w: WorldImport, writings: readonly PlannedWriting[]) => {
  for (const writing of writings) {
    const scenes = await scenesOf(w, writing);
    const made = await w.ports.writings.create(
      w.actor.id,
      { isFolder: writing.type === 'folder', title: writing.title, worldID: w.worldId, parentID: writing.parentId && w.idOf(writing.parentId), scenes },
      w.context,
    );
    w.made(writing.id, made.writingId);
    await w.ports.settle(made.position);
    if (!hasElementLinks(writing)) continue;
    w.later(async () => {
      const linked = scenes.map((scene, index) => ({
        ...scene,
        content: writing.scenes[index].content.map((run) =>
          run.link && 'type' in run.link ? { ...run, link: { ...run.link, id: w.idOf(run.link.id) } } : run,
        ),
      }));
      const writingId = w.idOf(writing.id);
      await w.step(w.ports.writings.saveScenes(w.actor.id, writingId, await w.ports.writingRevision(writingId), linked, w.context));
    });
  }
};
