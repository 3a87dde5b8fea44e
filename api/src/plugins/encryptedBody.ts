import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AES_KEY_BYTES, IV_BYTES, TAG_BYTES } from '@lorewright/domain/accounts/encryptedBody';
import { invalid } from '@lorewright/domain/shared/errors';
import type { ServerKeys } from './serverKeys';

export const DECRYPT_FAILED = 'The request could not be decrypted.';

declare module 'fastify' {
  interface FastifyContextConfig {
    // The route also accepts its body as `{ encrypted }` (login, register, resetPassword).
    encryptedBody?: boolean;
  }
}

// The reverse of domain/src/accounts/encryptedBody.ts (the format is described there):
// base64( RSA-OAEP-SHA256(aesKey) ‖ iv ‖ AES-256-GCM(json) ‖ tag ).
export const decryptBody = (privateKey: KeyObject, encrypted: string): unknown => {
  const wrappedLength = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  const message = Buffer.from(encrypted, 'base64');
  if (message.length < wrappedLength + IV_BYTES + TAG_BYTES) throw new Error('too short');
  const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, message.subarray(0, wrappedLength));
  if (aesKey.length !== AES_KEY_BYTES) throw new Error('bad key length');
  const iv = message.subarray(wrappedLength, wrappedLength + IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(message.subarray(message.length - TAG_BYTES));
  const json = Buffer.concat([decipher.update(message.subarray(wrappedLength + IV_BYTES, message.length - TAG_BYTES)), decipher.final()]);
  return JSON.parse(json.toString('utf8'));
};

// Before validation, so the route's schema checks the decrypted body. A plain JSON body passes
// through untouched: both forms are accepted.
export const useEncryptedBodies = (app: FastifyInstance, keys: ServerKeys) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encryptedBody) return;
    const body = request.body as { encrypted?: unknown } | null;
    if (!body || typeof body !== 'object' || !('encrypted' in body)) return;
    if (typeof body.encrypted !== 'string') throw invalid(DECRYPT_FAILED);
    try {
      request.body = decryptBody(keys.privateKey, body.encrypted);
    } catch {
      throw invalid(DECRYPT_FAILED);
    }
  });
};
