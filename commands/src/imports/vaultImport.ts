import type { VaultRelationDraft } from '@lorewright/domain/imports/markdown/noteRelations';
import { WIKI_LINK_PREFIX, type VaultWritingDraft } from '@lorewright/domain/imports/markdown/planVault';
import type { SceneNode } from '@lorewright/domain/writings/sceneContent';
import type { CommandContext } from '../pipeline/commandContext';
import type { RelationCommands } from '../relations/relationCommands';
import type { WritingCommands } from '../writings/writingCommands';
import { createWikiDraftImport, type WikiDraftImportPorts, type WikiDraftPlan } from './wikiDraftImport';

export interface VaultImportPorts extends WikiDraftImportPorts {
  writings: Pick<WritingCommands, 'create' | 'deleteWriting'>;
  relations: Pick<RelationCommands, 'add'>;
}

export interface VaultImportPlan {
  wikis: WikiDraftPlan[];
  writings: VaultWritingDraft[];
  relations: VaultRelationDraft[];
}

// A scene's links to drafted wikis (`wiki:{n}`) pointed at the wikis made.
const linkedContent = (content: readonly SceneNode[], wikiIds: readonly string[]): SceneNode[] =>
  content.map((node) => {
    const link = node.link;
    if (!link || !('type' in link) || !link.id.startsWith(WIKI_LINK_PREFIX)) return node;
    const id = wikiIds[Number(link.id.slice(WIKI_LINK_PREFIX.length))];
    if (id) return { ...node, link: { ...link, id } };
    const { link: _, ...unlinked } = node;
    return unlinked;
  });

// Markdown notes (domain/src/imports/markdown/planVault.ts) made into the world: the wikis first
// (their pictures count against the media allowance), then the relations between them, through
// the relation commands (each settled, as the limit per wiki is counted on the read side), then
// the writings, whose scenes link to them. All or nothing: when a step fails, the writings and
// wikis made so far are deleted (and with the wikis their relations).
export const createVaultImport = (ports: VaultImportPorts) => {
  const wikis = createWikiDraftImport(ports);
  return {
    requireCreator: wikis.requireCreator,

    run: async (actorId: string, worldId: string, plan: VaultImportPlan, context: CommandContext) => {
      const { wikiIds, mediaIds } = await wikis.run(actorId, worldId, plan.wikis, context);
      const writingIds: string[] = [];
      try {
        for (const relation of plan.relations) {
          const body = {
            wikiID: wikiIds[relation.wiki],
            otherID: wikiIds[relation.other],
            type: relation.type,
            ...(relation.custom === undefined ? {} : { custom: relation.custom }),
            period: relation.period,
          };
          await ports.settle((await ports.relations.add(actorId, body, context)).position);
        }
        let position: number | null = null;
        for (const draft of plan.writings) {
          const scenes = draft.scenes.map((scene) => ({ ...scene, content: scene.content && linkedContent(scene.content, wikiIds) }));
          const created = await ports.writings.create(actorId, { isFolder: false, title: draft.title, worldID: worldId, parentID: null, scenes }, context);
          writingIds.push(created.writingId);
          position = created.position;
        }
        await ports.settle(position);
        return { wikiIds, writingIds };
      } catch (error) {
        for (const writingId of writingIds) await ports.writings.deleteWriting(actorId, writingId, worldId, context).catch(() => undefined);
        await wikis.rollBack(actorId, worldId, wikiIds, mediaIds, context);
        throw error;
      }
    },
  };
};
