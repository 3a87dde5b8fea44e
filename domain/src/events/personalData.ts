// Personal data in events (`ops forget`): fields that say who a person is (name,
// e-mail address, where they logged in from) are stored encrypted with a key of their own
// owner. Erasing that key (crypto-shredding) makes every copy in the append-only log
// unreadable at once; readers then get the field's `erased` value instead.

// Whose data a field is. A registered person is keyed by account; an address that no account
// held when it was written (an invitation to a stranger) by the address itself, so that the
// person who registers with it later can still have it erased.
export type PersonalDataOwner = { kind: 'user'; userId: string } | { kind: 'address'; email: string };

export interface PersonalField<Data = never> {
  // A field of the payload, or a nested one as 'location.ip'. Absent (undefined) values are left out.
  path: string;
  // Whose it is; null: nobody's (stored as it is).
  owner: (data: Data) => PersonalDataOwner | null;
  // What readers get once the owner's key is erased: a value the event's schema accepts, and
  // never anything derived from the erased value.
  erased: (data: Data) => unknown;
}

// Declares the personal fields of one event type, typed against its payload.
export const personalFields = <Data>(...fields: PersonalField<Data>[]): readonly PersonalField[] => fields;

export const ofUser = (userId: string): PersonalDataOwner => ({ kind: 'user', userId });

// What an erased name and an erased address read as. The address stays unique per account and
// can never receive mail (.invalid is reserved).
export const ERASED_NAME = 'Deleted user';
const ERASED_EMAIL_DOMAIN = '@erased.invalid';
export const erasedEmail = (id: string) => `erased-${id}${ERASED_EMAIL_DOMAIN}`;
// An erased person's address: nothing is ever sent to it.
export const isErasedEmail = (address: string) => address.toLowerCase().endsWith(ERASED_EMAIL_DOMAIN);
