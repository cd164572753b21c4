import { tr } from '../../i18n/tr';
import { PageTitle } from './page-title';

export default function InformationPage() {
  return <PageTitle title={tr.shell.pages.information} />;
}
