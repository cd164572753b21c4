// A queue row's customer: a link to the customer's file, named by the customer when the row says
// who it is.
import { tr } from '../../../i18n/tr-signed-in';
import { customerNameOf, type NamedRow } from '../customer-name';
import { Anchor } from './customer-link.styles';

export function CustomerLink({ row }: { row: NamedRow }) {
  return (
    <Anchor to={`/operator/customers/${encodeURIComponent(row.userId)}`}>
      {customerNameOf(row) ?? tr.operator.transaction.customerFile}
    </Anchor>
  );
}
