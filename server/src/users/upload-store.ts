// Uploaded documents (identity papers for verification). The type is decided by the file's first
// bytes, never by its name or declared type; files live under DATA_DIR/uploads with generated
// names and no route serves that folder.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const UPLOAD_SIZE_MAX_BYTES = 10 * 1024 * 1024;
const SNIFF_BYTES = 16;

export type UploadKind = 'png' | 'jpeg' | 'webp' | 'pdf';

export const MIME_BY_KIND: Record<UploadKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** Recognises the allowed kinds by their magic numbers. */
export function sniffKind(head: Buffer): UploadKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}

export interface StoredUpload {
  storedName: string;
  kind: UploadKind;
  sizeBytes: number;
}

async function readHead(filePath: string): Promise<{ head: Buffer; sizeBytes: number }> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    await handle.read(head, 0, SNIFF_BYTES, 0);
    const { size } = await handle.stat();
    return { head, sizeBytes: size };
  } finally {
    await handle.close();
  }
}

export type StoreResult =
  | { outcome: 'stored'; upload: StoredUpload }
  | { outcome: 'wrongType' }
  | { outcome: 'tooLarge' }
  | { outcome: 'malformed' };

/**
 * True for an error the multipart parser raised on the client's bytes (no boundary, a part that
 * never ends, garbage): a bad request, not a server fault. Fastify's own multipart errors carry
 * their status (413 limits, 406 not multipart) and are left to the error handler.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return typeof (error as { statusCode?: unknown }).statusCode !== 'number';
}

/**
 * A file name worth keeping as the person's own label: control characters (NUL above all, which
 * PostgreSQL text cannot hold) make it unusable, and the upload is refused before anything is
 * written.
 */
export function isUsableFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(name);
}

/** A multipart file stream: busboy marks it truncated when it stopped at the size limit. */
export type UploadSource = Readable & { truncated?: boolean };

/**
 * Streams the upload to a temporary file, then keeps it under a generated name when its content
 * is an allowed kind and it was not cut at the size limit. Any other outcome leaves no file.
 */
export async function storeUpload(uploadsDir: string, source: UploadSource): Promise<StoreResult> {
  // A stream that fails on its own is the client's malformed body (no closing boundary); a failed
  // write is ours and is thrown. The parser may have failed it already, before this call.
  let sourceFailed = Boolean(source.errored);
  source.once('error', () => {
    sourceFailed = true;
  });
  await mkdir(uploadsDir, { recursive: true });
  const id = randomUUID();
  const partPath = path.join(uploadsDir, `${id}.part`);
  try {
    await pipeline(source, createWriteStream(partPath, { flags: 'wx' }));
    if (source.truncated) {
      await rm(partPath, { force: true });
      return { outcome: 'tooLarge' };
    }
    const { head, sizeBytes } = await readHead(partPath);
    const kind = sniffKind(head);
    if (!kind || sizeBytes === 0) {
      await rm(partPath, { force: true });
      return { outcome: 'wrongType' };
    }
    const storedName = `${id}.${kind === 'jpeg' ? 'jpg' : kind}`;
    await rename(partPath, path.join(uploadsDir, storedName));
    return { outcome: 'stored', upload: { storedName, kind, sizeBytes } };
  } catch (error) {
    await rm(partPath, { force: true });
    if (sourceFailed) return { outcome: 'malformed' };
    throw error;
  }
}

/** Removes a stored upload whose row could not be written, so no file is left without a row. */
export async function discardUpload(uploadsDir: string, storedName: string): Promise<void> {
  await rm(path.join(uploadsDir, storedName), { force: true });
}
