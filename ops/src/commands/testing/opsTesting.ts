import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { emailClaimStream, userStream } from '@lorewright/commands/accounts/streams';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import { openStores, type Stores } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';

// The ops command specs' fixture: embedded stores in a fresh folder holding Ada's account
// (u1, ada@example.com) and the claim on her address, as registration leaves them. Call
// `useAdaStores()` at the top of a spec file: the stores it opens close after each test.
export const useAdaStores = () => {
  let stores: Stores | undefined;
  afterEach(async () => {
    await stores?.eventStore.close();
    await stores?.readStore.close();
    stores = undefined;
  });

  const metadata = { actorId: null, correlationId: 'spec', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 };
  const append = (s: Stores, stream: string, event: DomainEvent) =>
    s.eventStore.append(stream, [{ id: randomUUID(), type: event.type, data: event.data, metadata }], { expectedRevision: 'any' });

  return async (): Promise<Stores> => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-ops-'));
    const opened = await openStores(loadConfig({ DATA_DIR: dataDir }));
    stores = opened;
    const email = 'ada@example.com';
    await append(opened, emailClaimStream(email), { type: 'EmailClaimed', data: { email, userId: 'u1' } });
    await append(opened, userStream('u1'), {
      type: 'UserRegistered',
      data: {
        userId: 'u1',
        name: 'Ada',
        email,
        passwordHash: 'h',
        avatarImage: 'a.png',
        dateJoined: metadata.timestamp,
        userClass: 'Normal User',
        permissions: {},
        activationCodeHash: null,
        sealedActivationCode: null,
      },
    });
    return opened;
  };
};
