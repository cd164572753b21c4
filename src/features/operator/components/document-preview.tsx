// A verification document shown inline: an image as a picture, a PDF as a link that opens it in a
// new tab (browsers show PDFs themselves). The file is fetched only when this is on screen.
import { tr } from '../../../i18n/tr-signed-in';
import { useDocumentFile } from '../hooks/use-document-file';
import { Note } from './operator.styles';
import { Picture, FileLink } from './document-preview.styles';

export interface DocumentPreviewProps {
  documentId: string;
  /** The document's kind as the operator reads it ('Kimlik Ön Yüzü'). */
  kindLabel: string;
  customerName: string;
}

export function DocumentPreview({ documentId, kindLabel, customerName }: DocumentPreviewProps) {
  const texts = tr.operator.document;
  const file = useDocumentFile(documentId);
  if (file.status === 'loading') return <Note role="status">{texts.fileLoading}</Note>;
  if (file.status === 'failed') return <Note role="alert">{texts.fileFailed}</Note>;
  if (file.type.startsWith('image/'))
    return (
      <Picture src={file.url} alt={texts.imageAlt(kindLabel, customerName)} data-testid="document-image" />
    );
  return (
    <FileLink href={file.url} target="_blank" rel="noopener noreferrer">
      {texts.openPdf(kindLabel)}
    </FileLink>
  );
}
