// How passwords are stored in users.password_hash: argon2id at OWASP's baseline (19 MiB, 2
// iterations). Sign-up, password changes and the demo accounts all hash through this.
import { hash } from '@node-rs/argon2';

export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);
