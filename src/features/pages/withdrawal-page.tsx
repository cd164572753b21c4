import { tr } from '../../i18n/tr';
import { PageTitle } from './page-title';

export default function WithdrawalPage() {
  return <PageTitle title={tr.shell.pages.withdrawal} />;
}
