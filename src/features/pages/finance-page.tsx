import { tr } from '../../i18n/tr-signed-in';
import { PageTitle } from './page-title';

export default function FinancePage() {
  return <PageTitle title={tr.shell.pages.finance} />;
}
