import type { RelationView } from '@lorewright/domain/relations/relationView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import type { QueriesOf } from '../routeTypes';

export type VisibleWikisPorts = QueriesOf<'wikis' | 'worlds'>;

// The wikis of one world a viewer may see, by id, read once per request: a relation shows only
// when the viewer may see both of its wikis, so each is asked here.
export const visibleWikisOf = (ports: VisibleWikisPorts, worldId: string, viewerId: string | null) => {
  const world = ports.queries.worlds.worldById(worldId);
  const seen = new Map<string, Promise<WikiView | null>>();
  return (wikiId: string): Promise<WikiView | null> => {
    let wiki = seen.get(wikiId);
    if (!wiki) {
      wiki = Promise.all([world, ports.queries.wikis.wikiById(wikiId)]).then(([w, found]) =>
        w && found && found.worldID === worldId && canViewElement(w, 'wiki', found, viewerId) ? found : null,
      );
      seen.set(wikiId, wiki);
    }
    return wiki;
  };
};

export type VisibleRelationsPorts = QueriesOf<'relations'> & VisibleWikisPorts;

// A wiki's relations the viewer may see (the wiki itself was checked by the caller).
export const visibleRelationsOf = async (ports: VisibleRelationsPorts, wiki: WikiView, viewerId: string | null): Promise<RelationView[]> => {
  const visible = visibleWikisOf(ports, wiki.worldID, viewerId);
  const records = await ports.queries.relations.ofWiki(wiki._id);
  const others = await Promise.all(records.map((record) => visible(record.otherID)));
  return records.flatMap((record, i) => {
    const other = others[i];
    return other
      ? [
          {
            _id: record.relationID,
            type: record.type,
            custom: record.custom,
            period: record.period,
            other: { _id: other._id, title: other.title, category: other.category },
          },
        ]
      : [];
  });
};
