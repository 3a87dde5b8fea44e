import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import { elementKinds } from '../../lib/elementKinds';
import { readingRoomPath } from '../../lib/writingPaths';

export const kindInfoOf = (kind: ElementName) => elementKinds[`${kind}s`];

// Where a reader opens an element: a writing in the reading room, the others on their own page.
export const elementPathOf = (kind: ElementName, id: string) => (kind === 'writing' ? readingRoomPath(id) : kindInfoOf(kind).path(id));
