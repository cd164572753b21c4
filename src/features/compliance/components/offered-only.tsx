// A page of a product the broker's profile may turn off (copy trading, crypto): the page itself
// when the product is offered, else the same Turkish sentence the server answers its calls with.
import type { ReactNode } from 'react';
import type { ProductSwitches } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr';
import { FormCard, FormHint, FormPage } from '../../../ui/form-controls';
import { useProducts } from '../hooks/use-products';

export function OfferedOnly({ product, children }: { product: keyof ProductSwitches; children: ReactNode }) {
  // Until the switches arrive the product counts as on (the default), so a page never waits on
  // them; the server refuses the calls of a product that is off in any case.
  const products = useProducts();
  if (products[product]) return children;
  return (
    <FormPage>
      <FormCard>
        <FormHint role="status">{tr.compliance.productOff[product]}</FormHint>
      </FormCard>
    </FormPage>
  );
}
