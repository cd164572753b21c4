// The broker's per-product switches (GET /api/compliance/products): what the SPA hides when the
// profile turns copy trading or crypto symbols off. Until the answer arrives, and where the server
// has no such call, both count as on, which is the default.
import type { ProductSwitches } from '../../../../contract/compliance';
import { useGetProductsQuery } from '../api/products-api';

const ALL_ON: ProductSwitches = { copyTrading: true, crypto: true };

export function useProducts(): ProductSwitches {
  const { data } = useGetProductsQuery();
  return data ?? ALL_ON;
}
