import type { InvitationView, WorldView } from '@lorewright/domain/worlds/worldView';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/apiClient';
import { worldKeys } from '../api';

// Members and invitations (product.md §7): inviting by e-mail, one invitation, answering it, and the
// invitations addressed to the signed-in user. The world and its members are read with the
// hooks of ../api.ts (useWorld, useWorldMembers), which own those caches.

export type InvitationDecision = 'accept' | 'reject';

export interface RespondResponse {
  message: string;
  invitation: InvitationView;
  world: WorldView;
}

const invitationKey = (invitationID: string) => ['members', 'invitation', invitationID] as const;
const userInvitationsKey = ['members', 'userInvitations'] as const;

export function useInviteMember(worldID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitedMemberEmail: string) =>
      unwrap(await apiRequest<{ message: string; invitation: InvitationView }>('POST', 'world/inviteMember', { invitedMemberEmail, worldID })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worldKeys.members(worldID) }),
  });
}

export function useInvitation(invitationID: string) {
  return useQuery({
    queryKey: invitationKey(invitationID),
    queryFn: async () => unwrap(await apiRequest<{ invitation: InvitationView }>('POST', 'world/invitation', { invitationID })).invitation,
    staleTime: 0,
  });
}

export function useUserInvitations() {
  return useQuery({
    queryKey: userInvitationsKey,
    queryFn: async () => unwrap(await apiRequest<{ invitations: InvitationView[] }>('POST', 'user/invitations')).invitations,
    staleTime: 0,
  });
}

export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invitationID, decision }: { invitationID: string; decision: InvitationDecision }) =>
      unwrap(await apiRequest<RespondResponse>('POST', 'world/respondToInvitation', { invitationID, decision })),
    onSuccess: ({ invitation }) => {
      queryClient.setQueryData(invitationKey(invitation._id), invitation);
      queryClient.setQueryData<InvitationView[]>(userInvitationsKey, (old) => old?.map((each) => (each._id === invitation._id ? invitation : each)));
      // Membership changes what the user may read anywhere (the world page, its private
      // elements, member lists): whatever is cached is refetched when next shown.
      void queryClient.invalidateQueries();
    },
  });
}
