// The product's client sends login and register bodies as `{ encrypted }`. Browser-safe: only
// WebCrypto (`globalThis.crypto.subtle`), no Node modules, so any client could use it. Today
// only the server's tests do: the web client sends plain JSON (docs/decisions.md).
//
// Format (hybrid encryption, one base64 string, standard alphabet with padding):
//
//   encrypted = base64( wrappedKey ‖ iv ‖ ciphertext ‖ tag )
//   wrappedKey  RSA-OAEP (SHA-256, MGF1 SHA-256) of a fresh random 32-byte AES key, under the
//               server's public key (GET /api/v1/publicKey, SPKI PEM); as long as the modulus
//               (256 bytes for RSA-2048)
//   iv          12 random bytes
//   ciphertext  AES-256-GCM of the UTF-8 JSON of the body, no additional data
//   tag         the 16-byte GCM tag (WebCrypto appends it to the ciphertext)
//
// RSA alone cannot carry a body longer than 190 bytes, hence the AES key in between.

export const AES_KEY_BYTES = 32;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

// The few WebCrypto and encoding globals used here; domain compiles without DOM or Node types.
interface BrowserGlobals {
  crypto: {
    getRandomValues<T extends Uint8Array>(array: T): T;
    subtle: {
      importKey(format: 'spki' | 'raw', key: Uint8Array, algorithm: object, extractable: boolean, usages: string[]): Promise<unknown>;
      encrypt(algorithm: object, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
    };
  };
  btoa(data: string): string;
  atob(data: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const web = globalThis as unknown as BrowserGlobals;

const fromBase64 = (text: string) => Uint8Array.from(web.atob(text), (char) => char.charCodeAt(0));
const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return web.btoa(binary);
};

const pemBody = (pem: string) => pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');

export const encryptBody = async (publicKeyPem: string, body: unknown): Promise<{ encrypted: string }> => {
  const { subtle } = web.crypto;
  const publicKey = await subtle.importKey('spki', fromBase64(pemBody(publicKeyPem)), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const rawKey = web.crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = web.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const wrappedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new web.TextEncoder().encode(JSON.stringify(body))));
  const message = new Uint8Array(wrappedKey.length + iv.length + sealed.length);
  message.set(wrappedKey, 0);
  message.set(iv, wrappedKey.length);
  message.set(sealed, wrappedKey.length + iv.length);
  return { encrypted: toBase64(message) };
};
