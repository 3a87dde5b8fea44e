import type { PersonalField } from '@lorewright/domain/events/personalData';
import type { EventStore, NewEvent, RecordedEvent, Subscription } from '../eventStore/eventStore';
import { openValue, sealValue } from './fieldCipher';
import type { KeyVault } from './keyVault';
import { clonePayload, fieldValue, isSealed, setFieldValue, subjectOf } from './sealedFields';

export interface PersonalFieldCatalog {
  personalFieldsOf(type: string): readonly PersonalField[];
}

// Wraps an event store so that personal fields (each event definition's `personal`) are stored
// sealed under their owner's key and handed back open. Once a key is erased, every reader (the
// write side, projections, a rebuild, the staff console's raw events) gets the field's erased
// value instead: the log stays append-only and nothing in it can be read back. Events without
// personal fields pass through untouched (the same objects, so no cost on a writing's save).
export const withErasablePersonalData = (inner: EventStore, vault: KeyVault, catalog: PersonalFieldCatalog): EventStore => {
  const seal = async (events: readonly NewEvent[]): Promise<NewEvent[]> => {
    const keys = new Map<string, Promise<Buffer | null>>();
    const keyOf = (subject: string) => keys.get(subject) ?? keys.set(subject, vault.keyFor(subject)).get(subject)!;
    return Promise.all(
      events.map(async (event) => {
        const fields = catalog.personalFieldsOf(event.type);
        if (fields.length === 0) return event;
        const data = clonePayload(event.data);
        for (const field of fields) {
          const value = fieldValue(event.data, field);
          const owner = value === undefined ? null : field.owner(event.data as never);
          if (!owner) continue;
          const subject = subjectOf(owner);
          const key = await keyOf(subject);
          // An erased owner's new data is stored already erased.
          setFieldValue(data, field, key ? { $sealed: subject, value: sealValue(key, subject, value) } : field.erased(event.data as never));
        }
        return { ...event, data };
      }),
    );
  };

  const open = async (events: RecordedEvent[]): Promise<RecordedEvent[]> => {
    const subjects = new Set<string>();
    for (const event of events) {
      for (const field of catalog.personalFieldsOf(event.type)) {
        const value = fieldValue(event.data, field);
        if (isSealed(value)) subjects.add(value.$sealed);
      }
    }
    if (subjects.size === 0) return events;
    const keys = await vault.keysOf([...subjects]);
    return events.map((event) => {
      const fields = catalog.personalFieldsOf(event.type);
      if (fields.length === 0) return event;
      const data = clonePayload(event.data);
      for (const field of fields) {
        const value = fieldValue(event.data, field);
        if (!isSealed(value)) continue;
        const key = keys.get(value.$sealed);
        setFieldValue(
          data,
          field,
          key ? openOrErased(key, value.$sealed, value.value, () => field.erased(event.data as never)) : field.erased(event.data as never),
        );
      }
      return { ...event, data };
    });
  };

  const subscribeToAll: EventStore['subscribeToAll'] = (options) => {
    const subscription = inner.subscribeToAll(options);
    const opened: Subscription = {
      get position() {
        return subscription.position;
      },
      stop: () => subscription.stop(),
      async *[Symbol.asyncIterator]() {
        for await (const batch of subscription) yield await open(batch);
      },
    };
    return opened;
  };

  return {
    append: async (stream, events, options) => inner.append(stream, await seal(events), options),
    readStream: async (stream, options) => open(await inner.readStream(stream, options)),
    readAll: async (options) => open(await inner.readAll(options)),
    headPosition: () => inner.headPosition(),
    subscribeToAll,
    close: async () => {
      await inner.close();
      await vault.close();
    },
  };
};

// A value that no longer opens (its key replaced, the bytes altered) reads as erased: it is
// unreadable either way, and readers must not fail on it.
const openOrErased = (key: Buffer, subject: string, sealed: string, erased: () => unknown) => {
  try {
    return openValue(key, subject, sealed);
  } catch {
    return erased();
  }
};
