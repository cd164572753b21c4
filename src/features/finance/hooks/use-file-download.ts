// One download button's sending: at most one download at a time, busy while it runs, and the
// toast of its outcome ('ekstre-2026-11.csv indirildi.', the server's refusal, or a failure).
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSessionToken, sessionExpired } from '../../../api/session';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { downloadFile, type FileRequest } from '../download-file';

export function useFileDownload() {
  const token = useAppSelector(selectSessionToken);
  const dispatch = useAppDispatch();
  return useMutationOutcome(
    (request: FileRequest) => downloadFile(request, { token, onExpired: () => dispatch(sessionExpired()) }),
    {
      success: (request) => tr.finance.downloaded(request.fileName),
      failedDefault: tr.finance.downloadFailed,
    },
  );
}
