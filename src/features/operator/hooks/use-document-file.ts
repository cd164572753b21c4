// A verification document's file for the operator's eyes only: GET /api/operator/documents/:id
// with the token, kept as an object URL for an <img> or a link (the page's CSP allows blob: images).
// The Blob never enters the store; the URL is revoked when the document leaves the screen.
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSessionToken, sessionExpired } from '../../../api/session';

export type DocumentFile =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string; type: string };

export function useDocumentFile(documentId: string): DocumentFile {
  const token = useAppSelector(selectSessionToken);
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<DocumentFile>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    setFile({ status: 'loading' });
    const load = async () => {
      const response = await fetch(
        `${window.location.origin}/api/operator/documents/${encodeURIComponent(documentId)}`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {} },
      );
      if (response.status === 401) dispatch(sessionExpired());
      if (!response.ok) throw new Error(`document ${response.status}`);
      const blob = await response.blob();
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setFile({ status: 'ready', url, type: blob.type || (response.headers.get('Content-Type') ?? '') });
    };
    load().catch(() => {
      if (!cancelled) setFile({ status: 'failed' });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [documentId, token, dispatch]);

  return file;
}
