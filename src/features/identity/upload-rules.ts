// What each upload kind accepts (contract/identity.ts), checked before sending so a wrong file is
// refused at once in Turkish; the server decides again from the file's content.
import { AVATAR_SIZE_MAX_BYTES, type UploadKind } from '../../../contract/identity';
import { tr } from '../../i18n/tr-signed-in';

export const DOCUMENT_SIZE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'];

/** Image-only kinds: the avatar, and the selfie (a photograph of the customer). */
const imageOnly = (kind: UploadKind) => kind === 'avatar' || kind === 'selfie';

/** The `accept` attribute of the kind's file input. */
export const acceptOf = (kind: UploadKind): string =>
  (imageOnly(kind) ? IMAGE_TYPES : DOCUMENT_TYPES).join(',');

export const sizeMaxOf = (kind: UploadKind): number =>
  kind === 'avatar' ? AVATAR_SIZE_MAX_BYTES : DOCUMENT_SIZE_MAX_BYTES;

/** The Turkish reason a file cannot be sent as this kind, or null. */
export function fileProblem(kind: UploadKind, file: File): string | null {
  const types = imageOnly(kind) ? IMAGE_TYPES : DOCUMENT_TYPES;
  if (!types.includes(file.type)) return tr.identity.errors.fileType;
  if (file.size === 0) return tr.identity.errors.fileEmpty;
  if (file.size > sizeMaxOf(kind))
    return kind === 'avatar' ? tr.identity.errors.avatarSize : tr.identity.errors.fileSize;
  return null;
}
