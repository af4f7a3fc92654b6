import { useIntl } from 'react-intl';
import { HeartToggle } from '@stays/ui';
import { wishlistMessages } from '../messages';
import { useShortlistContext } from './shortlist-context';

export interface ShortlistHeartProps {
  hotel: { id: number; name: string; isShortListed: boolean };
  /** 'overlay' on a card's picture; 'inline' with a Save/Saved text (the hotel page). */
  variant?: 'overlay' | 'inline';
  className?: string;
}

/** The wishlist heart of one stay (guest-journey §4 "Shortlisting flips isShortListed"). */
export function ShortlistHeart({ hotel, variant = 'overlay', className }: ShortlistHeartProps) {
  const intl = useIntl();
  const shortlist = useShortlistContext();
  const pressed = shortlist.isShortListed(hotel.id, hotel.isShortListed);
  return (
    <HeartToggle
      className={className}
      variant={variant}
      pressed={pressed}
      label={intl.formatMessage(wishlistMessages.heartLabel, {
        name: hotel.name,
      })}
      text={variant === 'inline' ? intl.formatMessage(pressed ? wishlistMessages.heartSaved : wishlistMessages.heartSave) : undefined}
      aria-busy={shortlist.isBusy(hotel.id) || undefined}
      data-hotel-id={hotel.id}
      data-shortlist-name={hotel.name}
      onClick={() => shortlist.toggle(hotel, pressed)}
    />
  );
}
