import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTooltipInfo, type ApiClientOptions } from '@stays/api-client';

function tooltipInfoQuery(api: ApiClientOptions, hotelId: number, categoryId: number) {
  return queryOptions({
    queryKey: ['hotel', hotelId, 'tooltipInfo', categoryId],
    queryFn: ({ signal }) => getTooltipInfo(api, hotelId, { category_id: categoryId }, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET tooltip info of one room category: what its tax, struck price and wizard discount are. */
export function useTooltipInfo(api: ApiClientOptions, hotelId: number, categoryId: number) {
  return useQuery(tooltipInfoQuery(api, hotelId, categoryId));
}
