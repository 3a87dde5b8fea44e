// Live elements: a shown element follows the saves others make to it, and its editors see who
// else has it open.
export { useLiveElement, type LiveEdit, type LiveElement } from './useLiveElement';

// An editor's text stays theirs when someone else saves: their next save meets the conflict rule.
export const keepDraft = () => undefined;

// Co-typing: a scene's editor joins its room through this provider.
export { CollabProvider, resetCollabRooms } from './collabProvider';
export { typingTogetherWait, useTypingTogether } from './useTypingTogether';
export { createPartTextSaver, type PartTextEvents, type PartTextSaver } from './partTextSaver';
