// GET /api/compliance/products: the broker's per-product switches, without a token. A file of its
// own because the navigation reads it on every signed-in page, and the feature's entry (which the
// sign-in page imports) must stay light. The switches change only with a restart.
import type { ProductSwitches } from '../../../../contract/compliance';
import type { ApiSuccess } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductSwitches, void>({
      query: () => '/compliance/products',
      keepUnusedDataFor: 3600,
      transformResponse: (answer: ApiSuccess<ProductSwitches>) =>
        answer.data ?? { copyTrading: true, crypto: true },
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
