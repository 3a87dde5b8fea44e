// The KeyVault port (`ops forget`): one random AES-256 key per owner of personal
// data ('user:{id}', 'address:{sha256}'), kept apart from the append-only log so that it can
// be destroyed. Adapters: sqlite (embedded default, a file beside the log), mongodb
// (production), memory (tests). All of them pass keyVault.contract.ts.

export interface KeyVault {
  // The subject's key, made on first use. null once the subject was erased: an erased subject
  // never gets a key again, so nothing written after `forget` can be read back either.
  keyFor(subject: string): Promise<Buffer | null>;
  // The keys of those subjects that have one (erased and unknown subjects are left out).
  keysOf(subjects: readonly string[]): Promise<Map<string, Buffer>>;
  // Destroys the keys for good and remembers the subjects as erased. Returns how many keys
  // existed. Erasing again is harmless.
  erase(subjects: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

export const KEY_BYTES = 32;
