import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { isValidEmail, normalizeEmail, PROFILE_NAME_MAX, profileNameTooLong } from '@lorewright/domain/accounts/credentialRules';
import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DashboardPage } from '../../components/DashboardPage';
import { formatDate } from '../../lib/formatDate';
import { useCurrentUser } from '../../lib/session/api';
import type { CurrentUser } from '../../lib/session/types';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useLoadingFlag } from '../../lib/useLoadingFlag';
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
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [confirming, setConfirming] = useState<UpdateUserInput | null>(null);
  const ids = { since: useId(), name: useId(), email: useId() };

  // When the saved account changes (an update answered), the form shows it.
  useEffect(() => {
    setName(user.name);
    setEmail(user.email);
  }, [user.name, user.email]);

  const warn = (text: string) => dispatch(alertShown({ kind: 'warning', text }));

  const send = (changes: UpdateUserInput) =>
    update.mutate(changes, {
      onSuccess: ({ message }) => {
        // A new address waits for its confirmation: the field shows the address in force.
        if (changes.email !== undefined) setEmail(user.email);
        dispatch(alertShown({ kind: 'success', text: message || m.updated }));
      },
      onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !email.trim()) return warn(m.enterAllFields);
    // The server's one rule for display names (blank, hidden or text-direction characters, length).
    const checkedName = checkDisplayName(name, { blank: m.enterAllFields, max: PROFILE_NAME_MAX, tooLong: profileNameTooLong });
    if (!checkedName.ok) return warn(checkedName.message);
    const changes = changedFields(user, checkedName.text, email);
    if (changes.name === undefined && changes.email === undefined) return warn(m.noChanges);
    if (changes.email !== undefined) {
      if (!isValidEmail(changes.email)) return warn(m.validEmail);
      // A new address is typed twice: the second time in the confirmation dialog.
      setConfirming(changes);
      return;
    }
    send(changes);
  };

  return (
    <section className="panel-card" aria-labelledby="account-title">
      <h2 id="account-title" className="panel-title">
        Account
      </h2>
      <div className={styles.settings}>
        <AvatarControls user={user} />
        <form className={styles.form} onSubmit={submit} noValidate>
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
            <input id={ids.name} className={styles.input} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="form-field">
            <label htmlFor={ids.email} className="form-label">
              Email
            </label>
            <input
              id={ids.email}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
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
