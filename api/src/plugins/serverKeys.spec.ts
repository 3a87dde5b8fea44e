import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SERVER_KEYS_FILE, loadServerKeys } from './serverKeys';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-keys-'));

describe('server keys', () => {
  it('generates a key pair on first start, readable only by the owner, and keeps it', () => {
    const dir = tempDir();
    const first = loadServerKeys(dir);
    expect(first.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(fs.statSync(path.join(dir, SERVER_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(loadServerKeys(dir).publicKeyPem).toBe(first.publicKeyPem);
  });

  it('takes the key from the environment when given, and refuses one too weak', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const dir = tempDir();
    expect(loadServerKeys(dir, pem).publicKeyPem).toBe(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    expect(fs.existsSync(path.join(dir, SERVER_KEYS_FILE))).toBe(false);
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadServerKeys(dir, weak)).toThrow('at least 2048 bits');
  });
});
