import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { wordDiff } from '@lorewright/domain/history/sceneDiff';
import type { WikiVersionView } from '@lorewright/domain/history/wikiHistoryView';
import { notFound } from '@lorewright/domain/shared/errors';
import { wikiForViewer } from '@lorewright/domain/wikis/wikiForViewer';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { viewWiki, WIKI_VIEWS, type ViewWikiPorts } from '../../wikis/wikiViews';
import { editGateOf, type EditGatePorts } from '../../elements/editGate';
import type { HistoryKindRoutes } from '../historyKind';
import type { CommandsOf, QueriesOf } from '../../routeTypes';

export type WikiHistoryKindPorts = CommandsOf<'wikiHistory'> & QueriesOf<'wikis'> & EditGatePorts & ViewWikiPorts;

// A wiki's history: versions are folded with the wiki's own evolve; its parts are sections,
// compared as the plain text they are stored as (links stay `[[type:id]]`).
export const wikiHistoryKind = (ports: WikiHistoryKindPorts): HistoryKindRoutes => {
  const history = ports.commands.wikiHistory;

  const versionView = async (wikiId: string, revision: number): Promise<WikiVersionView> => {
    const version = await history.versionAt(wikiId, revision);
    if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
    const { state, at } = version;
    return {
      _id: wikiId,
      title: state.title,
      subtitle: state.subtitle,
      category: state.category,
      visibility: state.visibility,
      worldID: state.worldId,
      authorID: state.authorId,
      parentID: state.parentId,
      createdOn: state.createdOn,
      lastUpdated: at,
      // Only editors read versions, and only the author edits: every image, hidden ones too.
      images: [...state.images],
      headerFields: [...state.headerFields],
      sections: [...state.sections],
      backgroundImage: state.backgroundImage,
      overlayOpacity: state.overlayOpacity,
      ...(state.lifespan && { lifespan: state.lifespan }),
      revision,
      at,
    };
  };

  return {
    kind: 'wiki',
    answerKey: 'wiki',
    views: [...WIKI_VIEWS, 'media', 'elementHistory'],

    requireEditable: editGateOf(ports, { kind: 'wiki', head: ports.queries.wikis.wikiById, forViewer: wikiForViewer, onlyAuthor: m.onlyAuthor }),

    version: async (wikiId, revision) => ({ wiki: await versionView(wikiId, revision) }),

    diff: async (wikiId, revision, sectionId) => {
      const [then, now] = await Promise.all([versionView(wikiId, revision), ports.queries.wikis.wikiById(wikiId)]);
      const before = then.sections.find((section) => section._id === sectionId) ?? null;
      const after = now?.sections.find((section) => section._id === sectionId) ?? null;
      if (!before && !after) throw notFound(h.partNotFound);
      return { part: sectionId, name: (after ?? before)!.title || 'Untitled', runs: wordDiff(before?.content ?? '', after?.content ?? '') };
    },

    restore: (userId, wikiId, revision, context) => history.restore(userId, wikiId, revision, context),

    current: (wikiId, userId) => viewWiki(ports, wikiId, userId),
  };
};
