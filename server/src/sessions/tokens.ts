// Session and reset tokens: 32 random bytes (256 bits), sent as base64url, stored only as SHA-256.
import { hash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * The token's SHA-256 in hex. crypto.hash is the one-shot form (no Hash object per call): every
 * authenticated request hashes its token, and it costs less than half of createHash's chain.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
