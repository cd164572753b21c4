// A file download that carries the session's token: a plain link cannot send the Authorization
// header, so the file is fetched, kept as a Blob and saved through a temporary object URL. The
// answer has the shape of an RTK Query mutation's result, so useMutationOutcome shows its toast.
import { tr } from '../../i18n/tr-signed-in';

export interface FileRequest {
  /** The path under /api, with its query. */
  path: string;
  /** The name to save under when the answer names none. */
  fileName: string;
}

export interface FileProblem {
  /** The HTTP status when the server answered, otherwise why not. */
  status: number | 'FETCH_ERROR';
  message: string;
}

export type FileAnswer = { data: { fileName: string }; error?: undefined } | { error: FileProblem };

/** The file name of a Content-Disposition header: filename*=UTF-8'' first, then filename="". */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** The server's Turkish message from a refusal's JSON body, or the generic one. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the generic text below.
  }
  return tr.errors.generic;
}

/** Hands the Blob to the browser as a download and lets go of its URL once the click is taken. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface DownloadContext {
  token: string | null;
  /** Called on a 401, which ends the session the way the base query does. */
  onExpired: () => void;
}

export async function downloadFile(request: FileRequest, context: DownloadContext): Promise<FileAnswer> {
  const headers: Record<string, string> = {};
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`${window.location.origin}/api${request.path}`, { headers });
    if (!response.ok) {
      if (response.status === 401) context.onExpired();
      return { error: { status: response.status, message: await refusalMessage(response) } };
    }
    blob = await response.blob();
  } catch {
    return { error: { status: 'FETCH_ERROR', message: tr.finance.downloadFailed } };
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), request.fileName);
  saveBlob(blob, fileName);
  return { data: { fileName } };
}
