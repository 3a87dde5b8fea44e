import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import type { ElementAccessChoice, ElementAccessTable, MemberRole } from '@lorewright/domain/worlds/memberRoles';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { InvitationView, WorldAuthor, WorldView } from '@lorewright/domain/worlds/worldView';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload, unwrap } from '../../lib/apiClient';
import { meQueryKey, setCurrentUser, useCurrentUser } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import type { CurrentUser } from '../../lib/session/types';
import { useAppSelector } from '../../lib/state/store';

// Worlds are server state. One world can sit in three caches: the caller's own list (GET
// worlds), the world page (GET world/{id}) and the creation hub's current world
// (POST world/{currentWorldID}); every answer that carries a world refreshes all three.
// This file is the worlds feature's public API: its members screens, community, writings and
// app start read worlds, members and follows through these hooks, so each endpoint has one hook
// and one cache.

export const worldKeys = {
  all: ['worlds'] as const,
  mine: ['worlds', 'mine'] as const,
  shared: ['worlds', 'shared'] as const,
  page: (id: string) => ['worlds', 'page', id] as const,
  current: (id: string) => ['worlds', 'current', id] as const,
  members: (id: string) => ['worlds', 'members', id] as const,
  calendar: (id: string) => ['worlds', 'calendar', id] as const,
  following: ['worlds', 'following'] as const,
};

interface WorldAnswer {
  message: string;
  world: WorldView;
}

const worldPath = (id: string) => `world/${encodeURIComponent(id)}`;

/** Puts a world the server just answered into every cache that holds it. */
export function rememberWorld(queryClient: QueryClient, world: WorldView): void {
  queryClient.setQueryData(worldKeys.current(world._id), world);
  queryClient.setQueryData(worldKeys.page(world._id), world);
  queryClient.setQueryData<WorldView[]>(worldKeys.mine, (worlds) => worlds?.map((each) => (each._id === world._id ? world : each)));
}

/** GET worlds: the signed-in user's own worlds, newest first. */
export function useMyWorlds() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return useQuery({
    queryKey: worldKeys.mine,
    queryFn: async () => unwrap(await apiRequest<{ worlds: WorldView[] }>('GET', 'worlds')).worlds,
    enabled: isSignedIn,
    staleTime: 0,
  });
}

/** GET world/{id}: the world page (the token is sent when there is one; private parts need it). */
export function useWorld(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: worldKeys.page(id),
    queryFn: async () => unwrap(await apiRequest<{ world: WorldView }>('GET', worldPath(id))).world,
    enabled,
    staleTime: 0,
  });
}

/** POST world/{currentWorldID}: the user's current world, loaded at app start and by the creation hub. */
export function useCurrentWorld() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const currentWorldID = useCurrentUser()?.currentWorldID ?? null;
  return useQuery({
    queryKey: worldKeys.current(currentWorldID ?? ''),
    queryFn: async () => unwrap(await apiRequest<{ world: WorldView }>('POST', worldPath(currentWorldID!))).world,
    enabled: isSignedIn && currentWorldID !== null,
  });
}

export interface CreateWorldInput {
  name: string;
  description: string;
}

/** POST createWorld; the server also makes the new world the current one. */
export function useCreateWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWorldInput) => unwrap(await apiRequest<WorldAnswer & { id: string }>('POST', 'createWorld', input)),
    onSuccess: ({ id, world }) => {
      rememberWorld(queryClient, world);
      setCurrentUser(queryClient, (user) => ({ ...user, currentWorldID: id, worlds: [...user.worlds.filter((w) => w !== id), id] }));
      void queryClient.invalidateQueries({ queryKey: worldKeys.mine });
    },
  });
}

async function selectWorldRequest(worldID: string) {
  return unwrap(await apiRequest<{ user: CurrentUser; world: WorldView }>('POST', 'user/selectWorld', { worldID }));
}

/** GET worlds/shared: the worlds the user is a member of, newest first, each with the user's role. */
export function useSharedWorlds() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return useQuery({
    queryKey: worldKeys.shared,
    queryFn: async () => unwrap(await apiRequest<{ worlds: WorldView[] }>('GET', 'worlds/shared')).worlds,
    enabled: isSignedIn,
    staleTime: 0,
  });
}

/** POST user/selectWorld: makes a world current and loads it. */
export function useSelectWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectWorldRequest,
    onSuccess: ({ user, world }) => {
      rememberWorld(queryClient, world);
      setCurrentUser(queryClient, () => user);
    },
  });
}

function useWorldUpdate<Input extends { worldID: string }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => unwrap(await apiRequest<WorldAnswer>('POST', path, input)),
    onSuccess: ({ world }) => rememberWorld(queryClient, world),
  });
}

export const useUpdateWorldName = () => useWorldUpdate<{ worldID: string; name: string }>('world/updateName');
export const useUpdateWorldDescription = () => useWorldUpdate<{ worldID: string; description: string }>('world/updateDescription');
export const useUpdateWorldVisibility = () => useWorldUpdate<{ worldID: string; visibility: Visibility }>('world/updateVisibility');
/** POST world/updateCalendar; the calendar its dates are read on is read again. */
export function useUpdateWorldCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { worldID: string; timelineID: string | null }) => unwrap(await apiRequest<WorldAnswer>('POST', 'world/updateCalendar', input)),
    onSuccess: ({ world }) => {
      rememberWorld(queryClient, world);
      void queryClient.invalidateQueries({ queryKey: worldKeys.calendar(world._id) });
    },
  });
}

/** POST world/updateWorldImage/{worldID}: a multipart upload, field `file`. */
export function useUpdateWorldImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ worldID, file }: { worldID: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return unwrap(await apiUpload<WorldAnswer>(`world/updateWorldImage/${encodeURIComponent(worldID)}`, form));
    },
    onSuccess: ({ world }) => rememberWorld(queryClient, world),
  });
}

/**
 * DELETE deleteWorld/{id}, then product.md §4: the user's worlds reload and the first is selected; if
 * none remain, the selection and the loaded world are cleared.
 */
export function useDeleteWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (worldID: string) => {
      const deleted = unwrap(await apiRequest<{ message: string; worlds: WorldView[] }>('DELETE', `deleteWorld/${encodeURIComponent(worldID)}`));
      const first = deleted.worlds[0];
      // The world is gone whatever happens next; a failed selection leaves the user to pick one.
      const selected = first ? await selectWorldRequest(first._id).catch(() => null) : null;
      return { ...deleted, deletedId: worldID, selected };
    },
    onSuccess: ({ worlds, deletedId, selected }) => {
      queryClient.setQueryData(worldKeys.mine, worlds);
      queryClient.removeQueries({ queryKey: worldKeys.current(deletedId) });
      queryClient.removeQueries({ queryKey: worldKeys.page(deletedId) });
      if (selected) {
        rememberWorld(queryClient, selected.world);
        setCurrentUser(queryClient, () => selected.user);
      } else if (worlds.length === 0) {
        setCurrentUser(queryClient, (user) => ({ ...user, currentWorldID: null, worlds: user.worlds.filter((id) => id !== deletedId) }));
      } else {
        // The selection failed: ask the server which world is current now.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  });
}

/** GET followingWorlds: the worlds the signed-in user follows (and may still see). */
export function useFollowingWorlds() {
  return useQuery({
    queryKey: worldKeys.following,
    queryFn: async () => unwrap(await apiRequest<{ worlds: WorldView[] }>('GET', 'followingWorlds')).worlds,
    staleTime: 0,
  });
}

/**
 * POST user/toggleFollowWorld: the answer is the ids of every world the user now follows. An
 * unfollowed world leaves the followed-worlds list; the answer is the truth, so a toggle that
 * followed again (a double click) keeps it.
 */
export function useToggleFollowWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (worldID: string) => unwrap(await apiRequest<{ message: string; worlds: string[] }>('POST', 'user/toggleFollowWorld', { worldID })),
    onSuccess: ({ worlds }, worldID) => {
      setCurrentUser(queryClient, (user) => ({ ...user, following: { ...user.following, worlds } }));
      queryClient.setQueryData<WorldView[]>(worldKeys.following, (old) => old?.filter((world) => world._id !== worldID || worlds.includes(worldID)));
    },
  });
}

export interface WorldMembers {
  author: WorldAuthor;
  members: WorldAuthor[];
  // Pending invitations: the managers' to see; a member's answer may leave them out.
  invitations?: InvitationView[];
  // Every member's role (readers included); the overrides of their access reach managers only.
  roles?: Record<string, MemberRole>;
  elementAccess?: ElementAccessTable;
}

/** POST world/members: the author and members with names and avatars (the Members dropdown, Manage Members). */
export function useWorldMembers(worldID: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: worldKeys.members(worldID),
    queryFn: async () => unwrap(await apiRequest<WorldMembers>('POST', 'world/members', { worldID })),
    enabled,
    staleTime: 0,
  });
}

/** A change of roles or access answers the world and the members page's lists: both caches take them. */
function useMembersChange<Input>(worldID: string, path: string, body: (input: Input) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => unwrap(await apiRequest<WorldAnswer & WorldMembers>('POST', path, { worldID, ...body(input) })),
    onSuccess: ({ message: _message, world, ...members }) => {
      rememberWorld(queryClient, world);
      queryClient.setQueryData<WorldMembers>(worldKeys.members(worldID), members);
    },
  });
}

/** POST world/setMemberRole: the owner or a co-owner gives a member a role. */
export const useSetMemberRole = (worldID: string) =>
  useMembersChange(worldID, 'world/setMemberRole', ({ memberID, role }: { memberID: string; role: MemberRole }) => ({ memberID, role }));

export interface ElementAccessInput {
  memberID: string;
  element: ElementName;
  elementID: string;
  // 'role' removes the override.
  access: ElementAccessChoice;
}

/** POST updateElementAccess: overrides one member's access to one element, or removes the override. */
export const useUpdateElementAccess = (worldID: string) => useMembersChange(worldID, 'updateElementAccess', (input: ElementAccessInput) => input);
