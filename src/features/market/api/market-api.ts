// The symbol list (GET /api/margin/infos). The market slice copies the answer into its normalized
// store, so components read symbols through the slice's selectors and use this hook only to load.
import type { ApiSuccess } from '../../../../contract/envelope';
import type { SymbolInfo } from '../../../../contract/entities';
import { api } from '../../../api/api-slice';

export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSymbols: build.query<SymbolInfo[], void>({
      query: () => '/margin/infos',
      transformResponse: (response: ApiSuccess<SymbolInfo[]>) => response.data ?? [],
      providesTags: ['Symbols'],
    }),
  }),
});

export const { useGetSymbolsQuery } = marketApi;
