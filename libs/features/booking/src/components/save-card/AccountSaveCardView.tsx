import { useIntl } from 'react-intl';
import type { SavedCardsReply } from '@stays/api-client';
import { Button } from '@stays/ui';
import { saveCardMessages } from './save-card-messages';
import styles from './SaveCard.module.css';

export interface AccountSaveCardViewProps {
  cards: SavedCardsReply['saved_cards'];
  /** Where the form posts (its action opens the card check and sends the browser to it). */
  action: string;
  /** The session's anti-forgery token, sent back with the form. */
  csrfToken: string;
}

/** /booking/save-card (accounts-commerce §1): the cards saved to the signed-in guest's account and the way to add one. */
export function AccountSaveCardView({ cards, action, csrfToken }: AccountSaveCardViewProps) {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="save-card-title">
      <h1 id="save-card-title">{intl.formatMessage(saveCardMessages.accountTitle)}</h1>
      <p className={styles.text}>{intl.formatMessage(saveCardMessages.accountIntro)}</p>
      <h2 className={styles.subheading}>{intl.formatMessage(saveCardMessages.savedCards)}</h2>
      {cards.length === 0 ? (
        <p className={styles.text}>{intl.formatMessage(saveCardMessages.noCards)}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id}>{intl.formatMessage(saveCardMessages.card, { network: card.network, last4: card.last4 })}</li>
          ))}
        </ul>
      )}
      <form method="post" action={action} className={styles.actions}>
        <input type="hidden" name="intent" value="saveCard" />
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <Button type="submit">{intl.formatMessage(saveCardMessages.save)}</Button>
      </form>
    </section>
  );
}
