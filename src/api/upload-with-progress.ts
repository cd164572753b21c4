// Multipart uploads with a progress figure. fetch cannot report how much of a request body has
// been sent (streamed request bodies need HTTP/2 in Chromium), so uploads go through
// XMLHttpRequest, with the same bearer token, envelope and 401 handling as the base query.
import type { Dispatch } from '@reduxjs/toolkit';
import { tr } from '../i18n/tr';
import type { ApiError } from './base-query';
import { sessionExpired } from './session';

export interface UploadRequest {
  /** Under /api, like the base query's paths: '/users/upload'. */
  path: string;
  /** Text fields first: the server reads them before the file part. */
  fields: Record<string, string>;
  file: File;
  token: string | null;
  /** 0 to 1 as the body leaves the browser. */
  onProgress?: (fraction: number) => void;
}

export type UploadResult<T> = { data: T; error?: undefined } | { error: ApiError };

function answerOf(text: string): { message?: unknown; error?: unknown; code?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** Sends the upload; resolves (never rejects) to the server's answer or an ApiError. */
export function uploadWithProgress<T>(request: UploadRequest, dispatch: Dispatch): Promise<UploadResult<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
  form.append('file', request.file, request.file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${window.location.origin}/api${request.path}`);
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', message: tr.errors.system } });
    xhr.onload = () => {
      const answer = answerOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ data: answer as T });
        return;
      }
      if (xhr.status === 401) dispatch(sessionExpired());
      const message =
        (typeof answer?.message === 'string' && answer.message) ||
        (typeof answer?.error === 'string' && answer.error) ||
        tr.errors.generic;
      const code = typeof answer?.code === 'string' ? answer.code : undefined;
      resolve({ error: { status: xhr.status, message, code } });
    };
    xhr.send(form);
  });
}
