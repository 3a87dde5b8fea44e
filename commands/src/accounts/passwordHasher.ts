import { hash, verify } from '@node-rs/argon2';

// The PasswordHasher port: slow on purpose, so it runs in the handler, never in a decider.
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// argon2id (the package's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes, one
// lane; the parameters travel inside each hash, so raising them later keeps old hashes valid.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password, options),
  // A malformed stored hash is a wrong password, not a server error.
  verify: (passwordHash, password) => verify(passwordHash, password).catch(() => false),
};
