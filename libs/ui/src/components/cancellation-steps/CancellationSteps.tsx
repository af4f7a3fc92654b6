import { defineMessages, useIntl } from 'react-intl';

/** One step of a stay's cancellation policy, as the hotel details and availability calls answer it. */
export interface CancellationStep {
  kind: 'free_cancellation' | 'first_night_charge';
  /** ISO instants the step starts (null: from booking) and ends (null: up to check-in). */
  from: string | null;
  until: string | null;
}

const messages = defineMessages<{
  freeUntil: { time: string };
  chargeFrom: { time: string; charge: string };
  chargeNow: { charge: string };
}>({
  freeUntil: { id: 'ui.cancellation.freeUntil', defaultMessage: 'Free cancellation until {time}' },
  chargeFrom: { id: 'ui.cancellation.chargeFrom', defaultMessage: 'From {time}, cancelling costs the first night: {charge}' },
  chargeNow: { id: 'ui.cancellation.chargeNow', defaultMessage: 'Cancelling now costs the first night: {charge}' },
});

export interface CancellationStepsProps<Step extends CancellationStep> {
  steps: readonly Step[];
  /** A step's instant as the page shows it (the property's time zone). */
  formatTime: (iso: string) => string;
  /** What cancelling in a step costs, formatted (the hotel page's price, or the chosen room's first night). */
  formatCharge: (step: Step) => string;
  className?: string;
}

/** A stay's cancellation policy, a line a step: free until a deadline, then what cancelling costs (hotel page, booking form). */
export function CancellationSteps<Step extends CancellationStep>({ steps, formatTime, formatCharge, className }: CancellationStepsProps<Step>) {
  const intl = useIntl();
  return (
    <ul className={className}>
      {steps.map((step) => (
        <li key={step.kind}>
          {step.kind === 'free_cancellation' && step.until
            ? intl.formatMessage(messages.freeUntil, { time: formatTime(step.until) })
            : step.from
              ? intl.formatMessage(messages.chargeFrom, { time: formatTime(step.from), charge: formatCharge(step) })
              : intl.formatMessage(messages.chargeNow, { charge: formatCharge(step) })}
        </li>
      ))}
    </ul>
  );
}
