import type { ExportWiki } from '@lorewright/domain/exports/exportFormat';
import { hasSectionLinks, mapSectionLinks } from '@lorewright/domain/imports/sectionTokens';
import type { WorldImport } from './worldImport';

// A wiki: made, its default picture kept when the export kept it (first, without media) or
// deleted, its pictures uploaded after it, then its fields, sections and background in one update.
const importWiki = async (w: WorldImport, wiki: ExportWiki) => {
  const { ports, context } = w;
  const actorId = w.actor.id;
  const made = await ports.wikis.create(
    actorId,
    { category: wiki.category, title: wiki.title, subtitle: wiki.subtitle, worldID: w.worldId, parentID: wiki.parentId && w.idOf(wiki.parentId) },
    context,
  );
  w.made(wiki.id, made.wikiId);
  await ports.settle(made.position);
  const given = (await ports.wikiParts(made.wikiId)) ?? { imageIds: [], headerFieldIds: [], sectionRevisions: {} };
  const images: { _id: string; visibility: 'private' | 'public' }[] = [];
  const keepsDefault = wiki.images[0] !== undefined && wiki.images[0].mediaId === null && !w.mediaOf(wiki.images[0].name);
  if (keepsDefault && given.imageIds[0]) images.push({ _id: given.imageIds[0], visibility: wiki.images[0].visibility });
  else for (const imageId of given.imageIds) await w.step(ports.wikis.deleteImage(actorId, made.wikiId, imageId, context));
  for (const image of wiki.images.slice(keepsDefault ? 1 : 0)) {
    const item = w.mediaOf(image.name);
    if (!item) continue;
    const uploaded = await ports.wikis.uploadImage(actorId, made.wikiId, await w.bytesOf(item), context);
    await ports.settle(uploaded.position);
    images.push({ _id: uploaded.image._id, visibility: image.visibility });
  }
  const background = w.mediaOf(wiki.backgroundImage);
  const backgroundMedia = background ? await ports.media.upload(actorId, background.folder, await w.bytesOf(background), context) : null;
  if (backgroundMedia) await ports.settle(backgroundMedia.position);
  await w.step(
    ports.wikis.update(
      actorId,
      made.wikiId,
      {
        images,
        // The export's secret marks and periods come back with the parts (each period checked
        // on the world's calendar, chosen already).
        headerFields: wiki.headerFields.map((field) => ({
          _id: field.id,
          field: field.field,
          value: field.value,
          secret: !!field.secret,
          period: w.periodOf(field.period) ?? null,
        })),
        removedHeaderFieldIDs: given.headerFieldIds,
        sections: wiki.sections.map((section) => ({
          _id: section.id,
          title: section.title,
          content: section.content,
          secret: !!section.secret,
          period: w.periodOf(section.period) ?? null,
        })),
        lifespan: w.periodOf(wiki.lifespan) ?? null,
        overlayOpacity: wiki.overlayOpacity,
        ...(backgroundMedia ? { backgroundMediaID: backgroundMedia.mediaId } : { backgroundImage: wiki.backgroundImage }),
      },
      context,
    ),
  );
  // Sections linking to elements are saved again once every element exists, with their new ids.
  if (!wiki.sections.some((section) => hasSectionLinks(section.content))) return;
  w.later(async () => {
    // An edit of a section names the revision it was made on.
    const revisions = (await ports.wikiParts(made.wikiId))?.sectionRevisions ?? {};
    const sections = wiki.sections.map((section) => ({
      _id: section.id,
      title: section.title,
      content: mapSectionLinks(section.content, (link) => w.idOf(link.id)),
      revision: revisions[section.id],
    }));
    await w.step(ports.wikis.update(actorId, made.wikiId, { sections }, context));
  });
};

export const importWikis = async (w: WorldImport, wikis: readonly ExportWiki[]) => {
  for (const wiki of wikis) await importWiki(w, wiki);
};
