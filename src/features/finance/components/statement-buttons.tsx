// A month's statement as PDF, as CSV and as the CSV Turkish Excel opens into columns: three small
// buttons whose names say which month and format.
import { tr } from '../../../i18n/tr-signed-in';
import { monthLabel } from '../istanbul-day';
import { STATEMENT_FORMATS, statementFile } from '../statement-files';
import { DownloadButton } from './download-button';
import { Row } from './statement-buttons.styles';

export function StatementButtons({ month }: { month: string }) {
  return (
    <Row>
      {STATEMENT_FORMATS.map((format) => (
        <DownloadButton
          key={format}
          size="sm"
          request={statementFile(month, format)}
          aria-label={tr.finance.months.download(monthLabel(month), tr.finance.formats[format])}
          data-testid={`statement-${month}-${format}`}
        >
          {tr.finance.formats[format]}
        </DownloadButton>
      ))}
    </Row>
  );
}
