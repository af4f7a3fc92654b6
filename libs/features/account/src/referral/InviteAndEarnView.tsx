import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { InviteAndEarnReply, ReferralFaqReply } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { Button } from '@stays/ui';
import { ReferralFaq } from './ReferralFaq';
import { referralMessages } from './referral-messages';
import styles from './Referral.module.css';

export interface InviteAndEarnViewProps {
  invite: InviteAndEarnReply;
  faq: ReferralFaqReply;
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** /referral for a signed-in guest: their code and link, what it pays, the friends who joined and what it earned. */
export function InviteAndEarnView({ invite, faq }: InviteAndEarnViewProps) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const { terms } = invite;
  const money = (minor: number) => formatMoney(minor, terms.currency_code, intl.locale);
  const amounts = { referrer: money(terms.referrer_amount), referee: money(terms.referee_amount) };

  async function copy(text: string) {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  }

  async function share() {
    const text = intl.formatMessage(referralMessages.shareText, { ...amounts, link: invite.share_link });
    if (typeof navigator.share === 'function') {
      // A guest who closes the share sheet has not failed at anything.
      await navigator.share({ title: intl.formatMessage(referralMessages.title), text, url: invite.share_link }).catch(() => undefined);
      return;
    }
    await copy(invite.share_link);
  }

  return (
    <section className={styles.page} aria-labelledby="referral-title">
      <h1 id="referral-title">{intl.formatMessage(referralMessages.title)}</h1>
      <p>{intl.formatMessage(referralMessages.lead, amounts)}</p>
      <section className={styles.card} aria-labelledby="referral-code">
        <h2 id="referral-code">{intl.formatMessage(referralMessages.yourCode)}</h2>
        <p className={styles.code} data-testid="referral-code">
          {invite.referral_code}
        </p>
        <p className={styles.muted}>{intl.formatMessage(referralMessages.shareLink)}</p>
        <p className={styles.link}>{invite.share_link}</p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => void copy(invite.referral_code)}>
            {intl.formatMessage(referralMessages.copyCode)}
          </Button>
          <Button type="button" onClick={() => void share()}>
            {intl.formatMessage(referralMessages.copyLink)}
          </Button>
          <span role="status">{copied ? intl.formatMessage(referralMessages.copied) : ''}</span>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="referral-invites">
        <h2 id="referral-invites">{intl.formatMessage(referralMessages.invitesTitle)}</h2>
        <p>
          {intl.formatMessage(referralMessages.invited, { count: invite.invites.total })} ·{' '}
          {intl.formatMessage(referralMessages.pending, { count: invite.invites.pending })} ·{' '}
          {intl.formatMessage(referralMessages.earned, { amount: money(invite.earned_amount) })}
        </p>
        {invite.invitees.length === 0 ? (
          <p>{intl.formatMessage(referralMessages.noInvites)}</p>
        ) : (
          <ul className={styles.list}>
            {invite.invitees.map((invitee) => (
              <li key={`${invitee.name}-${invitee.joined_at}`} className={styles.invitee}>
                <span>
                  {invitee.name}
                  <br />
                  <span className={styles.muted}>{intl.formatMessage(referralMessages.joinedOn, { date: intl.formatDate(invitee.joined_at, DATE) })}</span>
                </span>
                <span>{intl.formatMessage(invitee.status === 'rewarded' ? referralMessages.inviteeRewarded : referralMessages.inviteePending)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReferralFaq faq={faq} />
    </section>
  );
}
