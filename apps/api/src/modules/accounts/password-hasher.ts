import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * Password storage (security checklist 1): argon2id at the OWASP minimum, m=19 MiB, t=2, p=1,
 * stored as a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`). The password is hashed
 * exactly as typed: never trimmed, case-folded or truncated.
 */
export const ARGON2_PARAMS = {
  /** `Algorithm.Argon2id` (a const enum, so spelled as its value). */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

/** True when `password` matches the stored hash; false for a wrong password or a damaged hash. */
export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

/** True when the stored hash was made with other parameters (or another algorithm) than today's. */
export const needsRehash = (storedHash: string): boolean => {
  try {
    const options = parseOptions(storedHash);
    return (
      options.algorithm !== ARGON2_PARAMS.algorithm ||
      options.memoryCost !== ARGON2_PARAMS.memoryCost ||
      options.timeCost !== ARGON2_PARAMS.timeCost ||
      options.parallelism !== ARGON2_PARAMS.parallelism
    );
  } catch {
    return true;
  }
};

/**
 * A fixed hash with today's parameters, of a random password nobody knows. Verifying against it
 * when the e-mail is unknown makes a failed login take as long as one for a real account
 * (no enumeration by timing, checklist 4).
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$7O0nmxNI/XV8MGdd3qq7fA$YlKC9+E22t6C821460pZDu8miyL8CpUFzhvhvNMCGkw';

/** Spends one verification's worth of time and memory, then answers false. */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  await verifyPassword(DUMMY_HASH, password);
  return false;
};
