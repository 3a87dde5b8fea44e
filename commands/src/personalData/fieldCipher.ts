import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// One personal field, sealed with AES-256-GCM under its owner's key: a fresh 12-byte nonce per
// value, the 16-byte tag, then the ciphertext of the value's JSON. The owner's subject is bound
// in as additional data, so a sealed value moved under another owner does not open.
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const sealValue = (key: Buffer, subject: string, value: unknown): string => {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
};

export const openValue = (key: Buffer, subject: string, sealed: string): unknown => {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as unknown;
};
