import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { useEffect, useId, useState } from 'react';
import { DashboardPage } from '../../components/DashboardPage';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { formatDate } from '../../lib/formatDate';
import { useCurrentUser } from '../../lib/session/api';
import type { CurrentUser } from '../../lib/session/types';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
import { AccountSettingsForm } from './accountSettingsForm';
import { useUpdateUser, type UpdateUserInput } from './api';
import { AppearancePanel } from './AppearancePanel';
import { AvatarControls } from './AvatarControls';
import { EmailChangeModal } from './EmailChangeModal';
import { PendingEmailNotice } from './PendingEmailNotice';
import styles from './Dashboard.module.css';

/** The fields that differ from the account (product.md §5: only changed fields are sent). */
export function changedFields(user: Pick<CurrentUser, 'name' | 'email'>, name: string, email: string): UpdateUserInput {
  const changes: UpdateUserInput = {};
  if (name.trim() !== user.name) changes.name = name.trim();
  if (normalizeEmail(email) !== normalizeEmail(user.email)) changes.email = email.trim();
  return changes;
}

export function SettingsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <DashboardPage title="Account Settings">
      <AccountPanel user={user} />
      <AppearancePanel />
    </DashboardPage>
  );
}

function AccountPanel({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const update = useUpdateUser();
  const busy = useLoadingFlag(update.isPending);
  const form = useBodyForm(AccountSettingsForm, { name: user.name, email: user.email });
  const [confirming, setConfirming] = useState<UpdateUserInput | null>(null);
  const ids = { since: useId(), name: useId(), email: useId() };

  // When the saved account changes (an update answered), the form shows it.
  const { reset, setValue, getValues } = form;
  useEffect(() => {
    reset({ name: user.name, email: user.email });
  }, [reset, user.name, user.email]);

  const warn = (text: string) => dispatch(alertShown({ kind: 'warning', text }));

  const send = (changes: UpdateUserInput) =>
    update.mutate(changes, {
      onSuccess: ({ message }) => {
        // A new address waits for its confirmation: the field shows the address in force.
        if (changes.email !== undefined) setValue('email', user.email);
        dispatch(alertShown({ kind: 'success', text: message || m.updated }));
      },
      onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    });

  const submit = form.submitWith(({ name }) => {
    if (busy) return;
    // The address as typed (checked by the body): the confirmation dialog asks for it exactly.
    const changes = changedFields(user, name, getValues('email'));
    if (changes.name === undefined && changes.email === undefined) return warn(m.noChanges);
    // A new address is typed twice: the second time in the confirmation dialog.
    if (changes.email !== undefined) return setConfirming(changes);
    send(changes);
  });

  return (
    <section className="panel-card" aria-labelledby="account-title">
      <h2 id="account-title" className="panel-title">
        Account
      </h2>
      <div className={styles.settings}>
        <AvatarControls user={user} />
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <div className="form-field">
            <label htmlFor={ids.since} className="form-label">
              Member since
            </label>
            <input id={ids.since} className={styles.input} value={formatDate(user.dateJoined)} readOnly />
          </div>
          <div className="form-field">
            <label htmlFor={ids.name} className="form-label">
              Name
            </label>
            <input id={ids.name} className={styles.input} autoComplete="name" {...form.register('name')} />
          </div>
          <div className="form-field">
            <label htmlFor={ids.email} className="form-label">
              Email
            </label>
            <input id={ids.email} className={styles.input} type="email" autoComplete="email" {...form.register('email')} />
          </div>
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy}>
              Update
            </button>
          </div>
        </form>
      </div>
      {user.pendingEmail && <PendingEmailNotice pending={user.pendingEmail} />}
      {confirming?.email !== undefined && (
        <EmailChangeModal
          newEmail={confirming.email}
          onCancel={() => setConfirming(null)}
          onSubmit={(password) => {
            const changes = confirming;
            setConfirming(null);
            send({ ...changes, password });
          }}
        />
      )}
    </section>
  );
}
