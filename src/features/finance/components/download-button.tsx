// A button that downloads one file with the session's token, busy while it runs.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../ui/button';
import type { FileRequest } from '../download-file';
import { useFileDownload } from '../hooks/use-file-download';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'busy'> {
  request: FileRequest;
  children: ReactNode;
}

export function DownloadButton({ request, children, ...button }: DownloadButtonProps) {
  const [download, busy] = useFileDownload();
  return (
    <Button {...button} busy={busy} onClick={() => void download(request)}>
      {children}
    </Button>
  );
}
