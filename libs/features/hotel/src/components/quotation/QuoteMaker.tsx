import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError, createQuotation, type ApiClientOptions, type CreateQuotationBody, type Quotation } from '@stays/api-client';
import { Button, FormError, TextField } from '@stays/ui';
import styles from './Quotation.module.css';
import { quotationMessages } from './quotation-messages';

type MakerState =
  { status: 'idle' } | { status: 'creating' } | { status: 'created'; quotation: Quotation; copied: boolean } | { status: 'failed'; message: string };

export interface QuoteMakerProps {
  api: ApiClientOptions;
  csrfToken: string;
  /** The stay and room category the page shows: what the quotation fixes the price of. */
  stay: CreateQuotationBody;
  /** The site's address, to make the link absolute. */
  origin: string;
  timeZone: string;
}

/**
 * For a signed-in travel agent or business account: fixes the price of the room shown for this stay (POST
 * quotations) and gives the link to send to the guest, who sees and is charged that price while it is valid.
 */
export function QuoteMaker({ api, csrfToken, stay, origin, timeZone }: QuoteMakerProps) {
  const intl = useIntl();
  const [state, setState] = useState<MakerState>({ status: 'idle' });
  const create = () => {
    setState({ status: 'creating' });
    createQuotation(api, stay, csrfToken).then(
      (quotation) => setState({ status: 'created', quotation, copied: false }),
      (error: unknown) =>
        setState({ status: 'failed', message: error instanceof ApiRequestError ? error.message : intl.formatMessage(quotationMessages.failed) }),
    );
  };
  const link = state.status === 'created' ? `${origin}${state.quotation.path}` : '';
  return (
    <section className={styles.maker} aria-label={intl.formatMessage(quotationMessages.create)}>
      <Button type="button" variant="secondary" disabled={state.status === 'creating'} onClick={create}>
        {intl.formatMessage(state.status === 'creating' ? quotationMessages.creating : quotationMessages.create)}
      </Button>
      <FormError id="quotation-error" message={state.status === 'failed' ? state.message : null} />
      {state.status === 'created' ? (
        <>
          <p role="status">
            {intl.formatMessage(quotationMessages.created, {
              validUntil: intl.formatDate(state.quotation.valid_until, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
            })}
          </p>
          <div className={styles.linkRow}>
            <TextField
              label={intl.formatMessage(quotationMessages.link)}
              name="quotation-link"
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setState({ ...state, copied: true }));
              }}
            >
              {intl.formatMessage(state.copied ? quotationMessages.copied : quotationMessages.copy)}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
