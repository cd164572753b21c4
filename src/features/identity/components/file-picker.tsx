// A file input dressed as a button. `capture="user"` opens the front camera on phones (the selfie);
// desktop browsers ignore it and open the file picker. The input is cleared after each choice, so
// choosing the same file again after a refusal sends it again.
import type { ChangeEvent } from 'react';
import { FilePick } from './identity.styles';

interface FilePickerProps {
  label: string;
  accept: string;
  disabled?: boolean;
  capture?: 'user';
  onFile: (file: File) => void;
}

export function FilePicker({ label, accept, disabled, capture, onFile }: FilePickerProps) {
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <FilePick $disabled={disabled}>
      {label}
      <input type="file" accept={accept} capture={capture} disabled={disabled} onChange={changed} />
    </FilePick>
  );
}
