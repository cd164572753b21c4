// Two-factor sign-in with TOTP (RFC 6238, totp.ts). Setup stores a new secret, not yet active, and
// answers it with its otpauth:// URL and a QR code; the first correct code turns it on and answers
// ten one-time recovery codes (kept as SHA-256 only). A code is accepted once: the step of the
// last accepted code is stored, and only later steps pass, in one guarded UPDATE so two requests
// racing with the same code cannot both win. The secret never leaves the server after setup.
import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { RECOVERY_CODES_COUNT, type TwoFactorSetup } from '../../../contract/identity';
import { serverTexts } from '../../../contract/server-texts';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { createLoginLimiter } from '../users/login-limiter';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import type { SettingsRefusalCode } from './settings-refusals';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF_LENGTH = 4;
const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-?[a-z0-9]{4}$/;

const refused = (code: SettingsRefusalCode) => new DomainError(code);

interface TwoFactorRow {
  secret: string;
  enabled_at: Date | string | null;
  last_step: number;
}

function newRecoveryCode(): string {
  let text = '';
  for (let i = 0; i < RECOVERY_HALF_LENGTH * 2; i++)
    text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${text.slice(0, RECOVERY_HALF_LENGTH)}-${text.slice(RECOVERY_HALF_LENGTH)}`;
}

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase().replace('-', '')).digest('hex');

export type SecondFactorOutcome = 'ok' | 'required' | 'invalid';

export function createTwoFactor(db: Database, clock: Clock) {
  const limiter = createLoginLimiter(db, clock);
  async function load(tx: Queryable, userId: string): Promise<TwoFactorRow | null> {
    const rows = await tx.query<TwoFactorRow>(
      'SELECT secret, enabled_at, last_step FROM two_factor WHERE user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  }

  async function isEnabled(userId: string): Promise<boolean> {
    return (await load(db, userId))?.enabled_at != null;
  }

  async function setup(userId: string, accountLabel: string): Promise<TwoFactorSetup> {
    if (await isEnabled(userId)) throw refused('TWO_FACTOR_ALREADY_ON');
    const secret = newTotpSecret();
    await db.query(
      `INSERT INTO two_factor (user_id, secret, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = 0
       WHERE two_factor.enabled_at IS NULL`,
      [userId, secret, new Date(clock.nowMs())],
    );
    const url = otpauthUrl(serverTexts.settings.otpIssuer, accountLabel, secret);
    const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUrl: url, qrSvg };
  }

  /** Accepts a TOTP code once: moves last_step forward only if nobody used this step or a later one. */
  async function consumeTotp(
    tx: Queryable,
    userId: string,
    row: TwoFactorRow,
    code: string,
  ): Promise<boolean> {
    const step = matchingStep(row.secret, code, clock.nowMs(), row.last_step);
    if (step === null) return false;
    const updated = await tx.query(
      'UPDATE two_factor SET last_step = $2 WHERE user_id = $1 AND last_step < $2 RETURNING user_id',
      [userId, step],
    );
    return updated.length === 1;
  }

  async function consumeRecoveryCode(tx: Queryable, userId: string, code: string): Promise<boolean> {
    if (!RECOVERY_CODE_PATTERN.test(code.trim().toLowerCase())) return false;
    const used = await tx.query(
      `UPDATE two_factor_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
       RETURNING user_id`,
      [userId, hashRecoveryCode(code), new Date(clock.nowMs())],
    );
    return used.length === 1;
  }

  /**
   * The first code turns two-factor on. Each try is one attempt on the login limiter under the
   * person's key, as a login's code is, so a stolen session guesses codes no faster than the
   * sign-in screen lets anyone; the right code forgives the attempts.
   */
  async function enable(userId: string, code: string, ip: string): Promise<string[]> {
    const row = await load(db, userId);
    if (!row) throw refused('TWO_FACTOR_NOT_SET_UP');
    if (row.enabled_at != null) throw refused('TWO_FACTOR_ALREADY_ON');
    const accountKey = `user:${userId}`;
    if (!(await limiter.reserve(accountKey, ip))) throw new DomainError('TOO_MANY_ATTEMPTS');
    const codes = Array.from({ length: RECOVERY_CODES_COUNT }, newRecoveryCode);
    const accepted = await db.transaction(async (tx) => {
      if (!(await consumeTotp(tx, userId, row, code.trim()))) return false;
      await tx.query('UPDATE two_factor SET enabled_at = $2 WHERE user_id = $1', [
        userId,
        new Date(clock.nowMs()),
      ]);
      await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
      await tx.query(
        'INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, hash FROM unnest($2::text[]) AS hash',
        [userId, codes.map(hashRecoveryCode)],
      );
      return true;
    });
    if (!accepted) throw refused('TWO_FACTOR_CODE_INVALID');
    await limiter.recordSuccess(accountKey);
    return codes;
  }

  /** A current TOTP code or an unused recovery code, consumed; false otherwise. */
  async function verifyCode(userId: string, code: string): Promise<boolean> {
    const row = await load(db, userId);
    if (!row || row.enabled_at == null) return false;
    const trimmed = code.trim();
    return db.transaction(async (tx) =>
      /^\d{6}$/.test(trimmed)
        ? consumeTotp(tx, userId, row, trimmed)
        : consumeRecoveryCode(tx, userId, trimmed),
    );
  }

  /** The login's second step: 'ok' when off or when `otp` is good (and now used). */
  async function checkLogin(userId: string, otp: string | undefined): Promise<SecondFactorOutcome> {
    if (!(await isEnabled(userId))) return 'ok';
    if (otp === undefined || otp.trim() === '') return 'required';
    return (await verifyCode(userId, otp)) ? 'ok' : 'invalid';
  }

  async function disable(userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
      await tx.query('DELETE FROM two_factor WHERE user_id = $1', [userId]);
    });
  }

  return { isEnabled, setup, enable, verifyCode, checkLogin, disable };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
