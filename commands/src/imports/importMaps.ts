import type { PlannedWorld } from '@lorewright/domain/imports/importPlan';
import { hasSectionLinks, mapSectionLinks } from '@lorewright/domain/imports/sectionTokens';
import type { WorldImport } from './worldImport';

// Maps: made with their picture, then their points, each point's picture; links (and the
// mentions in points' descriptions) once every element exists.
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
        {
          _id: point.id,
          x: point.x,
          y: point.y,
          icon: point.icon as never,
          color: point.color,
          name: point.name,
          description: point.description,
          // The export's secret marks and periods come back with the points.
          secret: !!point.secret,
          ...(point.period ? { period: w.periodOf(point.period) } : {}),
        },
      ]),
    );
    if (map.points.length > 0) await w.step(ports.maps.updatePoints(actor, made.mapId, { mapID: made.mapId, points }, context));
    // Points whose descriptions mention elements are saved again once every element exists.
    const mentioning = Object.values(points).filter((point) => hasSectionLinks(point.description));
    if (mentioning.length > 0)
      w.later(async () => {
        const again = mentioning.map((point): [string, typeof point] => [
          point._id,
          { ...point, description: mapSectionLinks(point.description, (link) => w.idOf(link.id)) },
        ]);
        await w.step(ports.maps.updatePoints(actor, made.mapId, { mapID: made.mapId, points: Object.fromEntries(again) }, context));
      });
    for (const point of map.points) {
      const image = w.mediaOf(point.image);
      if (image) await w.step(ports.maps.uploadPointImage(actor, made.mapId, point.id, await w.bytesOf(image), context));
      for (const link of point.links)
        w.later(() => w.step(ports.maps.addLink(actor, { mapID: made.mapId, pointID: point.id, link: { ...link, id: w.idOf(link.id) } }, context)));
    }
  }
};
