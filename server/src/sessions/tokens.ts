// Session and reset tokens: 32 random bytes (256 bits), sent as base64url, stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
