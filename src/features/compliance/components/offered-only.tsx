// A page of a product the broker's profile may turn off (copy trading, crypto): the page itself
// when the product is offered, else the same Turkish sentence the server answers its calls with.
import type { ReactNode } from 'react';
import type { ProductSwitches } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr-signed-in';
import { FormCard, FormHint, FormPage } from '../../../ui/form-controls';
import { useGetProductsQuery } from '../api/compliance-api';

export function OfferedOnly({ product, children }: { product: keyof ProductSwitches; children: ReactNode }) {
  // Waits for the answer, so a page that is off never starts its own calls; no answer means on.
  const { data, isLoading } = useGetProductsQuery();
  if (isLoading) return null;
  if (data?.[product] ?? true) return children;
  return (
    <FormPage>
      <FormCard>
        <FormHint role="status">{tr.products[product]}</FormHint>
      </FormCard>
    </FormPage>
  );
}
