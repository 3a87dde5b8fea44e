import type { PlannedWorld } from '@lorewright/domain/imports/importPlan';
import type { WorldImport } from './worldImport';

// Maps: made with their picture, then their points, each point's picture; links once every
// element exists.
export const importMaps = async (w: WorldImport, maps: PlannedWorld['maps']) => {
  const { ports, actor, context } = w;
  for (const map of maps) {
    // The plan made sure the picture is a file of the export.
    const picture = w.mediaOf(map.image)!;
    const made = await ports.maps.create(actor, { title: map.title, description: map.description, worldID: w.worldId }, await w.bytesOf(picture), context);
    w.made(map.id, made.mapId);
    await ports.settle(made.position);
    const points = Object.fromEntries(
      map.points.map((point) => [
        point.id,
        { _id: point.id, x: point.x, y: point.y, icon: point.icon as never, color: point.color, name: point.name, description: point.description },
      ]),
    );
    if (map.points.length > 0) await w.step(ports.maps.updatePoints(actor, made.mapId, { mapID: made.mapId, points }, context));
    for (const point of map.points) {
      const image = w.mediaOf(point.image);
      if (image) await w.step(ports.maps.uploadPointImage(actor, made.mapId, point.id, await w.bytesOf(image), context));
      for (const link of point.links)
        w.later(() => w.step(ports.maps.addLink(actor, { mapID: made.mapId, pointID: point.id, link: { ...link, id: w.idOf(link.id) } }, context)));
    }
  }
};
