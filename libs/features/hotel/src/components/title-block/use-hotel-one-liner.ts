import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHotelOneLiner, type ApiClientOptions, type HotelOneLiner } from '@stays/api-client';

function hotelOneLinerQuery(api: ApiClientOptions, hotelId: number) {
  return queryOptions({
    queryKey: ['hotel', hotelId, 'oneLiner'],
    queryFn: ({ signal }) => getHotelOneLiner(api, hotelId, signal),
    staleTime: 60 * 60_000,
  });
}

/** GET hotelonelinerinfo/{id}; the server-rendered answer is the first data. */
export function useHotelOneLiner(api: ApiClientOptions, hotelId: number, initial: HotelOneLiner | null) {
  return useQuery({ ...hotelOneLinerQuery(api, hotelId), ...(initial ? { initialData: initial } : {}) });
}
