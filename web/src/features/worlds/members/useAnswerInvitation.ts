import type { InvitationView } from '@lorewright/domain/worlds/worldView';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { useRespondToInvitation, type InvitationDecision, type RespondResponse } from './invitationsApi';

/** Accept or reject an invitation, with the server's success or error text as an alert. */
export function useAnswerInvitation(onAnswered?: (decision: InvitationDecision, response: RespondResponse) => void) {
  const dispatch = useAppDispatch();
  const respond = useRespondToInvitation();

  const answer = (invitation: InvitationView, decision: InvitationDecision) =>
    respond.mutate(
      { invitationID: invitation._id, decision },
      {
        onSuccess: (response) => {
          dispatch(alertShown({ kind: 'success', text: response.message }));
          onAnswered?.(decision, response);
        },
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );

  return { answer, busy: respond.isPending };
}
