// Shared pieces of the identity tests: small files of each type (only their first bytes matter to
// the server), a multipart body builder for app.inject, and helpers to upload and to decide.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../helpers/register-and-login';

/** A PNG whose IHDR says width × height (the pixels are never read). */
export function pngOf(width = 64, height = 64, extraBytes = 64): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header[16] = 8;
  header[17] = 2;
  return Buffer.concat([signature, header, Buffer.alloc(extraBytes, 7)]);
}

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
export const TEXT = Buffer.from('just some text, not a document', 'utf8');

const BOUNDARY = '----kaldirac-test-boundary';

export function multipart(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type?: string } | null,
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

export async function upload(
  app: FastifyInstance,
  token: string,
  kind: string | null,
  bytes: Buffer,
  name = 'a.png',
) {
  const body = multipart(kind === null ? {} : { kind }, { name, bytes });
  return app.inject({
    method: 'POST',
    url: '/api/users/upload',
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Stored files, temporary ones included (a refused upload must leave none). */
export function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads'));
  } catch {
    return [];
  }
}

export const VERIFICATION_KINDS = ['identity-front', 'identity-back', 'selfie', 'address'] as const;

/** Sends the four documents and has the operator approve each: the customer is verified after. */
export async function verifyThroughOperator(
  app: FastifyInstance,
  customerToken: string,
  operatorToken: string,
): Promise<void> {
  for (const kind of VERIFICATION_KINDS) {
    const sent = await upload(app, customerToken, kind, pngOf());
    if (sent.statusCode !== 201) throw new Error(`upload ${kind}: ${sent.statusCode} ${sent.body}`);
    const documentId = (sent.json() as { data: { documentId: string } }).data.documentId;
    const approved = await app.inject({
      method: 'POST',
      url: `/api/operator/verifications/${documentId}/approve`,
      headers: bearer(operatorToken),
    });
    if (approved.statusCode !== 200)
      throw new Error(`approve ${kind}: ${approved.statusCode} ${approved.body}`);
  }
}
