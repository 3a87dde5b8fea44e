import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { WRITING_TITLE_MAX } from '@lorewright/domain/writings/writingLimits';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { NewElementCard } from '../../components/NewElementCard';
import { NameField } from '../../components/NameField';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { writingRoomPath } from '../../lib/writingPaths';
import { useCreateWriting } from './api';
import { CreationNotice } from './CreationNotice';

/** /new-writing (product.md §2): a name; then the new writing's room, or /creation if no id came back. */
export function NewWritingPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const user = useCurrentUser();
  if (!isSignedIn) return <NotLoggedIn page="New Writing" />;
  if (!user) return <PageLoading />;
  if (!user.currentWorldID) return <NoWorld />;
  return <NewWritingForm worldID={user.currentWorldID} />;
}

function NewWritingForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const create = useCreateWriting('doc');
  const [title, setTitle] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkDisplayName(title, { blank: m.nameRequired, max: WRITING_TITLE_MAX, tooLong: m.titleTooLong });
    if (!checked.ok) {
      dispatch(alertShown({ kind: 'warning', text: checked.message }));
      return;
    }
    create.mutate(
      { worldID, title: checked.text, parentID: null },
      {
        onSuccess: ({ id, message }) => {
          if (message) dispatch(alertShown({ kind: 'success', text: message }));
          void navigate(id ? writingRoomPath(id) : '/creation');
        },
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  };

  return (
    <NewElementCard
      kind="writings"
      lead="Name your writing. It opens in the writing room, private until you make it public."
      busy={create.isPending}
      onSubmit={submit}
    >
      <NameField label="Name" value={title} max={WRITING_TITLE_MAX} onChange={setTitle} />
    </NewElementCard>
  );
}

function NoWorld() {
  return (
    <CreationNotice badge="New Writing" title="Choose a world first">
      Writings live inside a world. Create a world or choose one in Creation, then come back to write.
    </CreationNotice>
  );
}
