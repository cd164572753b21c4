// Identity, personal information and settings on the wire (../shared/API.md "Identity verification
// and personal information"; the settings calls are ours, docs/server.md). The SPA and the server
// both import these shapes. Dates are ISO 8601 strings; a birth date is YYYY-MM-DD.
import type { VerificationStatus } from './wallet';

export type { VerificationStatus };

/** The four documents a Turkish broker asks for, in the order the screens show them. */
export const VERIFICATION_KINDS = ['identity-front', 'identity-back', 'selfie', 'address'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/**
 * POST /api/users/upload `kind` field: a verification document, the avatar, or a new document for
 * an identity change request (`identity-change`: kept as an upload the request names, no document
 * row of its own).
 */
export type UploadKind = VerificationKind | 'avatar' | 'identity-change';
export const UPLOAD_KINDS: readonly UploadKind[] = [...VERIFICATION_KINDS, 'avatar', 'identity-change'];

export type DocumentStatus = 'pending' | 'approved' | 'rejected';

/** One verification document: the latest one sent of its kind. */
export interface VerificationDocument {
  id: string;
  kind: VerificationKind;
  status: DocumentStatus;
  /** Why the broker rejected it; null otherwise. */
  reason: string | null;
  createdAt: string;
  /** Ours: when the broker decided; null while pending. */
  decidedAt: string | null;
}

/**
 * GET /api/users/verification `data`. `status`: `verified` when all four are approved; otherwise
 * `rejected` when the latest of any kind is rejected (it can be sent again); otherwise
 * `unverified` while a kind has never been sent; otherwise `pending` (the broker is reviewing).
 * `documents` holds the latest document of each kind sent, in VERIFICATION_KINDS order.
 */
export interface VerificationState {
  status: VerificationStatus;
  documents: VerificationDocument[];
}

/**
 * POST /api/users/upload (multipart: the `kind` field first, then the file) answers 201 with this.
 * `documentId` is set for a verification kind (the new pending document), null for the avatar.
 * A verification file is PNG, JPEG, WEBP or PDF (10 MB at most); an avatar is PNG, JPEG or WEBP,
 * 2 MB and 4096 × 4096 pixels at most. The type is read from the content, never the name.
 * Refusals: 400 `UPLOAD_TYPE` / `UPLOAD_KIND`, 409 `DOCUMENT_IN_REVIEW` (a pending or approved
 * document of that kind exists), 413 `UPLOAD_TOO_LARGE`, 429 `UPLOAD_DAILY_LIMIT`.
 */
export interface UploadResult {
  id: string;
  kind: UploadKind | null;
  mimeType: string;
  sizeBytes: number;
  documentId: string | null;
}

/** Per customer, over the last 24 hours, counting every upload (rejected ones are not stored). */
export const UPLOADS_PER_DAY_MAX = 20;
export const UPLOAD_BYTES_PER_DAY_MAX = 50 * 1024 * 1024;
export const AVATAR_SIZE_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIDE_MAX_PIXELS = 4096;

/**
 * GET /api/users/profile adds these to UserProfile (null until filled in). `hasAvatar` tells the
 * SPA to fetch GET /api/users/avatar (owner only, with the bearer token) for the preview.
 */
export interface PersonalInfo {
  birthDate: string | null;
  nationalId: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  hasAvatar: boolean;
  verificationStatus: VerificationStatus;
  twoFactorEnabled: boolean;
}

/**
 * PUT /api/users/profile body: every field optional; only those sent change. Changing `email` or
 * `phone` needs `currentPassword` (400 `PASSWORD_REQUIRED` without it, 400 `WRONG_PASSWORD` when
 * wrong). Refusals name the field: `NATIONAL_ID_INVALID` (11 digits, first not 0, both check
 * digits), `BIRTH_DATE_INVALID` (not a date or in the future), `UNDERAGE` (under 18),
 * 409 `EMAIL_TAKEN` / `PHONE_TAKEN`. A refused call changes nothing.
 */
export interface ProfileUpdateRequest {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  nationalId?: string;
  address?: string;
  city?: string;
  country?: string;
  currentPassword?: string;
}

export const ADULT_AGE_YEARS = 18;
export const ADDRESS_LENGTH_MAX = 300;
export const CITY_LENGTH_MAX = 80;
export const COUNTRY_LENGTH_MAX = 80;

/** Operator: GET /api/operator/verifications?status=pending&page=n rows (oldest pending first). */
export interface OperatorVerificationDocument extends VerificationDocument {
  userId: string;
  name: string;
  surname: string;
  email: string;
  mimeType: string;
  sizeBytes: number;
  /** The customer's overall status now. */
  userStatus: VerificationStatus;
}

/** POST /api/operator/verifications/{documentId}/reject body (approve takes none). 409 when decided. */
export interface VerificationRejectRequest {
  reason: string;
}
export const REJECT_REASON_LENGTH_MAX = 500;

// ---- Settings ----

/**
 * PUT /api/users/password: the current password and the new one twice. Every other session of the
 * customer is signed out; this one stays. Refusals: 400 `WRONG_PASSWORD`, `PASSWORD_RULES`,
 * `PASSWORD_MISMATCH`; 429 `TOO_MANY_ATTEMPTS` (counted like logins).
 */
export interface PasswordChangeRequest {
  currentPassword: string;
  password: string;
  passwordConfirm: string;
}

/** GET /api/users/sessions `data`: the customer's live sessions, the most recently used first. */
export interface ActiveSession {
  /** Not the token: an id for this list only. */
  id: string;
  /** What the browser said it is (User-Agent, shortened), or null. */
  device: string | null;
  /** The IP address it signed in from, or last used. */
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session making this call. */
  current: boolean;
}

/** POST /api/users/sessions/revoke-others answers `data: {revoked}` (how many were signed out). */
export interface RevokeOthersResult {
  revoked: number;
}

/**
 * POST /api/users/2fa/setup (no body): a new secret, not yet active. Show `qrSvg` (an SVG
 * document) or `secret` (base32) to the authenticator app, then confirm with a code. Calling it
 * again replaces a secret not yet confirmed. 409 `TWO_FACTOR_ALREADY_ON` when on.
 */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** POST /api/users/2fa/enable `{code}` → ten one-time recovery codes, shown once. */
export interface TwoFactorEnableRequest {
  code: string;
}
export interface TwoFactorEnableResult {
  recoveryCodes: string[];
}

/** POST /api/users/2fa/disable: the password and a current code (or a recovery code). */
export interface TwoFactorDisableRequest {
  password: string;
  code: string;
}

/**
 * POST /api/users/login takes `otp` beside identifier and password once two-factor sign-in is on:
 * a six-digit code from the app or one of the recovery codes (`xxxx-xxxx`). Without it the answer
 * is 401 `{status: false, code: "OTP_REQUIRED", message}` (ask for the code and send again); a
 * wrong or reused one is 401 `OTP_INVALID`, counted with failed logins (429 past the limit).
 */
export interface LoginRequest {
  identifier: string;
  password: string;
  otp?: string;
}
export const OTP_REQUIRED = 'OTP_REQUIRED';
export const OTP_INVALID = 'OTP_INVALID';
export const RECOVERY_CODES_COUNT = 10;
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;

/**
 * After verification, name, surname, T.C. Kimlik No and birth date change only through a request
 * an operator reviews. POST /api/users/identity-change body: the fields to change (at least one
 * differing from the verified value) and the ids of 1 to IDENTITY_CHANGE_DOCUMENTS_MAX uploads
 * sent with `kind=identity-change` (the new identity card, and what shows the change).
 */
export interface IdentityChangeBody {
  name?: string;
  surname?: string;
  nationalId?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  uploadIds: string[];
}

export const IDENTITY_CHANGE_DOCUMENTS_MAX = 4;

export type IdentityChangeStatus = 'pending' | 'approved' | 'rejected';

/** A change request as its customer sees it (GET/POST /api/users/identity-change). */
export interface IdentityChangeRequest {
  id: string;
  status: IdentityChangeStatus;
  /** The values asked for; null where the request leaves a field as it is. */
  name: string | null;
  surname: string | null;
  nationalId: string | null;
  birthDate: string | null;
  uploadIds: string[];
  /** Why the broker rejected it; null otherwise. */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The operator's row (GET /api/operator/identity-changes): the request and the values in force. */
export interface OperatorIdentityChangeRequest extends IdentityChangeRequest {
  userId: string;
  email: string;
  current: { name: string; surname: string; nationalId: string | null; birthDate: string | null };
}
