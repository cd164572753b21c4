// Sends one file of a kind (a verification document or the avatar) with its progress, through the
// one mutation helper so the toast and the single-flight rule are the app's. A file of the wrong
// type or over the limit is refused here with a Turkish message before anything is sent; the
// server still decides by the file's content. A stored upload reloads verification and profile (an
// identity change's documents change neither until the request is sent).
import { useState } from 'react';
import type { UploadKind, UploadResult } from '../../../../contract/identity';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { api } from '../../../api/api-slice';
import { selectSessionToken } from '../../../api/session';
import { uploadWithProgress } from '../../../api/upload-with-progress';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { fileProblem } from '../upload-rules';

export function useUpload(kind: UploadKind) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectSessionToken);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const [run, busy] = useMutationOutcome(
    async (file: File) => {
      setProgress(0);
      const result = await uploadWithProgress<{ data?: UploadResult }>(
        { path: '/users/upload', fields: { kind }, file, token, onProgress: setProgress },
        dispatch,
      );
      setProgress(null);
      if (result.error) setProblem(result.error.message);
      else if (kind !== 'identity-change')
        dispatch(
          api.util.invalidateTags(kind === 'avatar' ? ['Avatar', 'Profile'] : ['Verification', 'Profile']),
        );
      return result;
    },
    { success: tr.identity.uploaded },
  );

  /** Checks the file first; resolves to the upload's id once the server stored it, else null. */
  const send = async (file: File): Promise<string | null> => {
    const local = fileProblem(kind, file);
    setProblem(local);
    if (local) return null;
    const outcome = await run(file);
    return outcome?.kind === 'done' ? (outcome.data?.data?.id ?? null) : null;
  };
  return { send, busy, progress, problem };
}
