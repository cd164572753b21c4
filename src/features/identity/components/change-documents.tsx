// The documents of an identity change request: each chosen file is checked (type, size) and
// uploaded at once with kind=identity-change, then listed with a remove button; at most
// IDENTITY_CHANGE_DOCUMENTS_MAX. The request names the uploads' ids.
import { IDENTITY_CHANGE_DOCUMENTS_MAX } from '../../../../contract/identity';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormError, FormHint } from '../../../ui/form-controls';
import { useUpload } from '../hooks/use-upload';
import { acceptOf } from '../upload-rules';
import { FilePicker } from './file-picker';
import { ChosenFiles, DocumentsField, Progress } from './identity.styles';

export interface ChosenDocument {
  id: string;
  name: string;
}

interface ChangeDocumentsProps {
  documents: ChosenDocument[];
  onChange: (documents: ChosenDocument[]) => void;
  error?: string;
}

export function ChangeDocuments({ documents, onChange, error }: ChangeDocumentsProps) {
  const texts = tr.identity.change;
  const { send, busy, progress, problem } = useUpload('identity-change');
  const full = documents.length >= IDENTITY_CHANGE_DOCUMENTS_MAX;
  const add = async (file: File) => {
    const id = await send(file);
    if (id) onChange([...documents, { id, name: file.name }]);
  };
  return (
    <DocumentsField>
      <legend>{texts.documents}</legend>
      <FormHint>{texts.documentsHint(IDENTITY_CHANGE_DOCUMENTS_MAX)}</FormHint>
      {documents.length > 0 && (
        <ChosenFiles>
          {documents.map((document) => (
            <li key={document.id}>
              {document.name}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={texts.remove(document.name)}
                onClick={() => onChange(documents.filter((kept) => kept.id !== document.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ChosenFiles>
      )}
      <FilePicker
        label={texts.addDocument}
        accept={acceptOf('identity-change')}
        disabled={busy || full}
        onFile={(file) => void add(file)}
      />
      {progress !== null && (
        <Progress
          max={1}
          value={progress}
          aria-label={`${tr.identity.verification.progress}: ${texts.documents}`}
        />
      )}
      {(problem ?? error) && <FormError role="alert">{problem ?? error}</FormError>}
    </DocumentsField>
  );
}
