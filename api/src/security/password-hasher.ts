import { hash, verify } from '@node-rs/argon2';

/** argon2id (the package's default algorithm) at the OWASP setting: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when an account does not exist, so a miss costs as long as a hit. */
let decoyHash: Promise<string> | undefined;

export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS),

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      decoyHash ??= hash('decoy password for timing', OPTIONS);
      await verify(await decoyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  },
};
