import { checkDisplayName, limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { WORLD_DESCRIPTION_MAX, WORLD_NAME_MAX } from '@lorewright/domain/worlds/worldLimits';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormCard } from '../../components/FormCard';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useGoBack } from '../../lib/useGoBack';
import { useCreateWorld } from './api';
import styles from './CreateWorldPage.module.css';

// Spec §9: the creation hub opens 500 ms after 'World created successfully.'.
export const WORLD_CREATED_REDIRECT_MS = 500;

/** /create-world: World Name (required) and Description, Back and Create World. */
export function CreateWorldPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) return <NotLoggedIn page="Create World" />;
  return <CreateWorldForm />;
}

function CreateWorldForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const goBack = useGoBack('/creation');
  const createWorld = useCreateWorld();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [created, setCreated] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nameId = useId();
  const descriptionId = useId();
  const busy = createWorld.isPending || created;

  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The server's one rule for names: blank once invisibles are gone, controls, length.
    const checked = checkDisplayName(name, { blank: m.nameRequired, max: WORLD_NAME_MAX, tooLong: m.nameTooLong });
    if (!checked.ok) {
      dispatch(alertShown({ kind: 'warning', text: checked.message }));
      return;
    }
    createWorld.mutate(
      { name: checked.text, description: description.trim() },
      {
        onSuccess: ({ message }) => {
          setCreated(true);
          dispatch(alertShown({ kind: 'success', text: message || m.created }));
          redirect.current = setTimeout(() => void navigate('/creation'), WORLD_CREATED_REDIRECT_MS);
        },
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  };

  return (
    <FormCard
      titleId="create-world-title"
      eyebrow="New world"
      title="Create World"
      lead="Give your world a name. You can change it, add a header image and invite members later."
      submitLabel="Create World"
      busy={busy}
      onSubmit={submit}
      onBack={goBack}
    >
      <div className="form-field">
        <label htmlFor={nameId} className="form-label">
          World Name
        </label>
        {/* No maxLength: it counts UTF-16 units, the rule counts characters as people see them. */}
        <input
          id={nameId}
          className="text-input"
          value={name}
          onChange={(e) => setName(limitDisplayLength(e.target.value, WORLD_NAME_MAX))}
          autoComplete="off"
        />
      </div>
      <div className="form-field">
        <label htmlFor={descriptionId} className="form-label">
          Description <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={descriptionId}
          className={`text-input ${styles.textarea}`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={WORLD_DESCRIPTION_MAX}
          rows={5}
        />
      </div>
    </FormCard>
  );
}
