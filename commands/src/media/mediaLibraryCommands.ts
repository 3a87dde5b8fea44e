import { createAvatarCommands } from './avatarCommands';
import { createMediaCommands, type MediaDeps } from './mediaCommands';

// Every media command, HTTP-free, each returning the position the caller waits for.
export const createMediaLibraryCommands = (deps: MediaDeps) => {
  const media = createMediaCommands(deps);
  return { ...media, ...createAvatarCommands(deps.handle, media) };
};

export type MediaLibraryCommands = ReturnType<typeof createMediaLibraryCommands>;
