import fs from 'node:fs';
import path from 'node:path';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

// The RSA key pair a client may encrypt login and register bodies with (domain/src/accounts/
// encryptedBody.ts; the web client sends plain JSON). Every API instance must hold the same key, so a cluster sets
// SERVER_PRIVATE_KEY; a single server generates one on first start and keeps it in DATA_DIR.
export interface ServerKeys {
  privateKey: KeyObject;
  publicKeyPem: string;
}

export const SERVER_KEYS_FILE = 'server-keys.json';

const fromPrivatePem = (pem: string): ServerKeys => {
  const privateKey = createPrivateKey(pem);
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < 2048) throw new Error('The server key must be an RSA key of at least 2048 bits.');
  return { privateKey, publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
};

export const loadServerKeys = (dataDir: string, privateKeyPem?: string): ServerKeys => {
  if (privateKeyPem) return fromPrivatePem(privateKeyPem);
  const file = path.join(dataDir, SERVER_KEYS_FILE);
  if (!fs.existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    try {
      // 'wx': if another process got here first, its key wins and is read below.
      fs.writeFileSync(file, JSON.stringify({ privateKey: pem }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fromPrivatePem((JSON.parse(fs.readFileSync(file, 'utf8')) as { privateKey: string }).privateKey);
};
