import type { ElementLink } from '@lorewright/domain/writings/sceneContent';

// Where writings open: the author's writing room, the readers' reading room.
export const writingRoomPath = (id: string) => `/writing/${encodeURIComponent(id)}`;
export const readingRoomPath = (id: string) => `/reading-room/${encodeURIComponent(id)}`;

/** Where a link to an element leads a reader: writings into the reading room, the rest to their page. */
export const readerLinkPath = (link: ElementLink) => (link.type === 'writing' ? readingRoomPath(link.id) : `/${link.type}/${encodeURIComponent(link.id)}`);
