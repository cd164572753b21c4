// Uploads by kind (POST /api/users/upload with a `kind` field): a verification document becomes a
// pending document of its kind, the avatar replaces the profile picture. The users route streams
// the file (users/upload-store.ts decides its type by content); an `identity-change` file is kept
// as an upload for a change request to name (identity-change-requests.ts). This module checks what
// may be sent before the file is written (the kind, the daily limits) and, once the content is
// known to be a document or an image, what it is (an avatar is an image within its bounds) and
// whether its kind may take it (no open document of that kind), then writes the rows in one
// transaction. Whatever is refused after the file was written removes the file.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  AVATAR_SIDE_MAX_PIXELS,
  AVATAR_SIZE_MAX_BYTES,
  UPLOAD_BYTES_PER_DAY_MAX,
  UPLOAD_KINDS,
  VERIFICATION_KINDS,
  UPLOADS_PER_DAY_MAX,
  type UploadKind,
  type UploadResult,
  type VerificationKind,
} from '../../../contract/identity';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { StoredUpload } from '../users/upload-store';
import type { IdentityRefusalCode } from './identity-refusals';
import { imageSize } from './image-dimensions';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';
const ORIGINAL_NAME_LENGTH_MAX = 200;

const MIME_BY_SNIFFED: Record<StoredUpload['kind'], string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const refused = (code: IdentityRefusalCode) => new DomainError(code);

/** A kind that becomes a verification document (not the avatar, not an identity change's file). */
function isVerificationKind(kind: UploadKind | undefined): kind is VerificationKind {
  return VERIFICATION_KINDS.some((known) => known === kind);
}

/** The `kind` field as text: undefined when absent (an upload without a kind, as before kinds). */
export function parseUploadKind(value: string | undefined): UploadKind | undefined {
  if (value === undefined) return undefined;
  const kind = UPLOAD_KINDS.find((known) => known === value.trim());
  if (!kind) throw refused('UPLOAD_KIND');
  return kind;
}

async function uploadedToday(db: Queryable, userId: string, nowMs: number) {
  const rows = await db.query<{ count: number; bytes: number }>(
    `SELECT COUNT(*)::bigint AS count, COALESCE(SUM(size_bytes), 0)::bigint AS bytes
     FROM uploads WHERE user_id = $1 AND created_at > $2`,
    [userId, new Date(nowMs - DAY_MS)],
  );
  return rows[0] ?? { count: 0, bytes: 0 };
}

async function hasOpenDocument(db: Queryable, userId: string, kind: VerificationKind): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM verification_documents WHERE user_id = $1 AND kind = $2 AND status IN ('pending', 'approved')",
    [userId, kind],
  );
  return rows.length > 0;
}

export interface DocumentUploadsDeps {
  db: Database;
  clock: Clock;
}

export function createDocumentUploads({ db, clock }: DocumentUploadsDeps) {
  /** Before a byte is written: has this customer uploads left today? */
  async function checkBeforeStore(userId: string): Promise<void> {
    const today = await uploadedToday(db, userId, clock.nowMs());
    if (today.count >= UPLOADS_PER_DAY_MAX || today.bytes >= UPLOAD_BYTES_PER_DAY_MAX)
      throw refused('UPLOAD_DAILY_LIMIT');
  }

  async function checkAvatar(filePath: string, stored: StoredUpload): Promise<void> {
    if (stored.kind === 'pdf') throw refused('AVATAR_TYPE');
    if (stored.sizeBytes > AVATAR_SIZE_MAX_BYTES) throw refused('AVATAR_TOO_LARGE');
    const size = imageSize(stored.kind, await readFile(filePath));
    if (!size) throw refused('AVATAR_UNREADABLE');
    if (size.width > AVATAR_SIDE_MAX_PIXELS || size.height > AVATAR_SIDE_MAX_PIXELS)
      throw refused('AVATAR_TOO_LARGE');
  }

  async function insertRows(
    tx: Queryable,
    input: {
      userId: string;
      kind: UploadKind | undefined;
      stored: StoredUpload;
      originalName: string;
      at: Date;
    },
  ): Promise<UploadResult> {
    const { userId, kind, stored, at } = input;
    const mimeType = MIME_BY_SNIFFED[stored.kind];
    const uploads = await tx.query<{ id: string }>(
      `INSERT INTO uploads (user_id, stored_name, original_name, mime_type, size_bytes, created_at, kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        userId,
        stored.storedName,
        input.originalName.slice(0, ORIGINAL_NAME_LENGTH_MAX),
        mimeType,
        stored.sizeBytes,
        at,
        kind ?? null,
      ],
    );
    const id = uploads[0]?.id;
    if (!id) throw new Error('upload insert returned no id');
    let documentId: string | null = null;
    if (kind === 'avatar') {
      await tx.query('UPDATE users SET avatar_upload_id = $2, updated_at = $3 WHERE id = $1', [
        userId,
        id,
        at,
      ]);
    } else if (isVerificationKind(kind)) {
      const documents = await tx.query<{ id: string }>(
        `INSERT INTO verification_documents (user_id, kind, upload_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [userId, kind, id, at],
      );
      documentId = documents[0]?.id ?? null;
    }
    return { id, kind: kind ?? null, mimeType, sizeBytes: stored.sizeBytes, documentId };
  }

  /**
   * Reads the multipart `kind` field (sent before the file) and checks it before the file is
   * written; answers the kind, or undefined for an upload sent without one.
   */
  async function admit(
    userId: string,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<UploadKind | undefined> {
    const field = fields.kind;
    const value: unknown = field && typeof field === 'object' && 'value' in field ? field.value : undefined;
    if (field !== undefined && typeof value !== 'string') throw refused('UPLOAD_KIND');
    const kind = parseUploadKind(typeof value === 'string' ? value : undefined);
    await checkBeforeStore(userId);
    return kind;
  }

  /** After the file is written: checks it and records it, or removes it and refuses. */
  async function recordStored(input: {
    userId: string;
    kind: UploadKind | undefined;
    stored: StoredUpload;
    originalName: string;
    uploadsDir: string;
  }): Promise<UploadResult> {
    const filePath = path.join(input.uploadsDir, input.stored.storedName);
    try {
      if (input.kind === 'avatar') await checkAvatar(filePath, input.stored);
      // Asked only now, once the file is known to be a document: a text file is refused as one
      // whatever the state of its kind.
      else if (isVerificationKind(input.kind) && (await hasOpenDocument(db, input.userId, input.kind)))
        throw refused('DOCUMENT_IN_REVIEW');
      const nowMs = clock.nowMs();
      const today = await uploadedToday(db, input.userId, nowMs);
      if (today.bytes + input.stored.sizeBytes > UPLOAD_BYTES_PER_DAY_MAX)
        throw refused('UPLOAD_DAILY_LIMIT');
      return await db.transaction((tx) => insertRows(tx, { ...input, at: new Date(nowMs) }));
    } catch (error) {
      await rm(filePath, { force: true });
      const pgError = error as { code?: string };
      // Two uploads of one kind racing past the check meet the one-open-document index.
      if (pgError.code === UNIQUE_VIOLATION) throw refused('DOCUMENT_IN_REVIEW');
      throw error;
    }
  }

  return { admit, checkBeforeStore, recordStored };
}

export type DocumentUploads = ReturnType<typeof createDocumentUploads>;
