import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { getSavedCards, removeAccountCard, type ApiClientOptions, type SavedCardsReply } from '@stays/api-client';
import { Button, Dialog } from '@stays/ui';
import { FormMessage } from '../forms/FormMessage';
import { useAccountCall } from '../forms/use-account-call';
import { accountMessages } from '../messages';
import styles from './Account.module.css';

type NoValues = Record<never, never>;
type CardValues = { card: string };

const savedCardMessages = defineMessages<{
  card: { network: string; last4: string };
  none: NoValues;
  add: NoValues;
  remove: NoValues;
  removeCard: CardValues;
  confirmTitle: NoValues;
  confirmText: CardValues;
  confirm: NoValues;
  keep: NoValues;
  removed: NoValues;
}>({
  card: { id: 'account.savedCards.card', defaultMessage: '{network} ending in {last4}' },
  none: { id: 'account.savedCards.none', defaultMessage: 'No cards are saved to your account.' },
  add: { id: 'account.savedCards.add', defaultMessage: 'Add a card' },
  remove: { id: 'account.savedCards.remove', defaultMessage: 'Remove' },
  removeCard: { id: 'account.savedCards.removeCard', defaultMessage: 'Remove {card}' },
  confirmTitle: { id: 'account.savedCards.confirmTitle', defaultMessage: 'Remove this card?' },
  confirmText: { id: 'account.savedCards.confirmText', defaultMessage: '{card} will no longer be offered when you pay.' },
  confirm: { id: 'account.savedCards.confirm', defaultMessage: 'Remove card' },
  keep: { id: 'account.savedCards.keep', defaultMessage: 'Keep it' },
  removed: { id: 'account.savedCards.removed', defaultMessage: 'The card was removed.' },
});

type SavedCard = SavedCardsReply['saved_cards'][number];
const savedCardsKey = ['saved-cards'] as const;

/**
 * The cards saved to the signed-in guest's account, each removable after a confirmation (DELETE removecard). The
 * dialog gives focus back to its Remove button when kept; after a removal focus moves to the list's heading, since
 * that button is gone, and the outcome is announced.
 */
export function SavedCards({ api, csrfToken, addHref }: { api: ApiClientOptions; csrfToken: string | null; addHref: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const cards = useQuery({ queryKey: savedCardsKey, queryFn: ({ signal }) => getSavedCards(api, signal) });
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const [removed, setRemoved] = useState(false);
  const call = useAccountCall();
  const heading = useRef<HTMLHeadingElement>(null);
  const cardName = (card: SavedCard) => intl.formatMessage(savedCardMessages.card, { network: card.network, last4: card.last4 });

  async function remove(card: SavedCard) {
    if (!csrfToken) return;
    const done = await call.run(() => removeAccountCard(api, card.id, csrfToken));
    if (!done) return;
    queryClient.setQueryData<SavedCardsReply>(savedCardsKey, (current) =>
      current ? { saved_cards: current.saved_cards.filter((saved) => saved.id !== card.id) } : current,
    );
    setConfirming(null);
    setRemoved(true);
    // The card's Remove button is gone: focus goes to the list it was in.
    requestAnimationFrame(() => heading.current?.focus());
  }

  const list = cards.data?.saved_cards ?? [];
  return (
    <section className={styles.section} aria-labelledby="saved-cards-title" id="saved-cards">
      <h2 id="saved-cards-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(accountMessages.savedCards)}
      </h2>
      <FormMessage success={removed ? savedCardMessages.removed : null} error={confirming ? null : call.error} />
      {cards.isSuccess && list.length === 0 ? <p>{intl.formatMessage(savedCardMessages.none)}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.cardList}>
          {list.map((card) => (
            <li key={card.id} className={styles.cardRow}>
              <span>{cardName(card)}</span>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(savedCardMessages.removeCard, { card: cardName(card) })}
                onClick={() => {
                  call.setError(null);
                  setRemoved(false);
                  setConfirming(card);
                }}
              >
                {intl.formatMessage(savedCardMessages.remove)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <a href={addHref}>{intl.formatMessage(savedCardMessages.add)}</a>
      <Dialog
        open={confirming !== null}
        placement="modal"
        title={intl.formatMessage(savedCardMessages.confirmTitle)}
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {intl.formatMessage(savedCardMessages.keep)}
            </Button>
            <Button variant="primary" disabled={call.pending} onClick={() => confirming && void remove(confirming)}>
              {intl.formatMessage(savedCardMessages.confirm)}
            </Button>
          </>
        }
      >
        <p>{confirming ? intl.formatMessage(savedCardMessages.confirmText, { card: cardName(confirming) }) : null}</p>
        <FormMessage error={call.error} />
      </Dialog>
    </section>
  );
}
