import type { ApiClientOptions, HotelOneLiner as HotelOneLinerInfo } from '@stays/api-client';
import { useHotelOneLiner } from './use-hotel-one-liner';
import styles from './HotelTitleBlock.module.css';

/** The hotel's one line under its name (GET hotelonelinerinfo/{id}); nothing when it has none. */
export function HotelOneLiner({ api, hotelId, initial }: { api: ApiClientOptions; hotelId: number; initial: HotelOneLinerInfo | null }) {
  const { data } = useHotelOneLiner(api, hotelId, initial);
  if (!data?.one_liner) return null;
  return (
    <p className={styles.oneLiner} data-testid="hotel-one-liner">
      {data.one_liner}
    </p>
  );
}
