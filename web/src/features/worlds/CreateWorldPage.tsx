import { limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { CreateWorldBody } from '@lorewright/domain/worlds/world.commands';
import { WORLD_DESCRIPTION_MAX, WORLD_NAME_MAX } from '@lorewright/domain/worlds/worldLimits';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormCard } from '../../components/FormCard';
import { NotLoggedIn } from '../../components/NotLoggedIn';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useGoBack } from '../../lib/useGoBack';
import { useCreateWorld } from './api';
import styles from './CreateWorldPage.module.css';

// product.md §9.2: the creation hub opens 500 ms after 'World created successfully.'.
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
  // The body of createWorld: the server's one rule for names (blank once invisibles are gone,
  // controls, length) and its description rule, checked before any call.
  const form = useBodyForm(CreateWorldBody, { name: '', description: '' });
  const name = useController({ control: form.control, name: 'name' }).field;
  const [created, setCreated] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nameId = useId();
  const descriptionId = useId();
  const busy = createWorld.isPending || created;

  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = form.submitWith((body) => {
    if (busy) return;
    createWorld.mutate(
      { name: body.name, description: body.description ?? '' },
      {
        onSuccess: ({ message }) => {
          setCreated(true);
          dispatch(alertShown({ kind: 'success', text: message || m.created }));
          redirect.current = setTimeout(() => void navigate('/creation'), WORLD_CREATED_REDIRECT_MS);
        },
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  });

  return (
    <FormCard
      titleId="create-world-title"
      eyebrow="New world"
      title="Create World"
      lead="Give your world a name. You can change it, add a header image and invite members later."
      submitLabel="Create World"
      busy={busy}
      onSubmit={(event) => void submit(event)}
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
          value={name.value ?? ''}
          onChange={(e) => name.onChange(limitDisplayLength(e.target.value, WORLD_NAME_MAX))}
          autoComplete="off"
        />
      </div>
      <div className="form-field">
        <label htmlFor={descriptionId} className="form-label">
          Description <span className={styles.optional}>(optional)</span>
        </label>
        <textarea id={descriptionId} className={`text-input ${styles.textarea}`} {...form.register('description')} maxLength={WORLD_DESCRIPTION_MAX} rows={5} />
      </div>
    </FormCard>
  );
}
