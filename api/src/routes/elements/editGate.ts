import { forbidden } from '@lorewright/domain/shared/errors';
import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import { canEditElement, type WorldAccessFacts } from '@lorewright/domain/worlds/worldAccess';
import type { QueriesOf } from '../routeTypes';

// What the gate reads of one kind: the element's world, the kind's read rule (404, or 403 when
// private to the viewer) and the text said to a reader who may not edit.
export interface EditGateParts<Head extends { worldID: string }> {
  kind: ElementName;
  head: (elementId: string) => Promise<Head | null>;
  forViewer: (world: WorldAccessFacts | null, head: Head | null, viewerId: string) => unknown;
  onlyAuthor: string;
}

export type EditGatePorts = QueriesOf<'worlds'>;

/**
 * The one gate before an element's history is read or restored: whoever may not see the element
 * is answered as its own reads answer them; whoever may see but not edit it, with the kind's
 * 403.
 */
export const editGateOf =
  <Head extends { worldID: string }>(ports: EditGatePorts, { kind, head, forViewer, onlyAuthor }: EditGateParts<Head>) =>
  async (elementId: string, userId: string): Promise<void> => {
    const element = await head(elementId);
    const world = element ? await ports.queries.worlds.worldById(element.worldID) : null;
    forViewer(world, element, userId);
    if (!canEditElement(world!, kind, elementId, userId)) throw forbidden(onlyAuthor);
  };
