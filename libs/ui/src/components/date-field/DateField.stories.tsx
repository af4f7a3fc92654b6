import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField';
import { FormError } from '../form-error/FormError';

const meta: Meta<typeof DateField> = { title: 'UI/DateField', component: DateField };
export default meta;

function CheckIn() {
  const [value, setValue] = useState('2026-12-01');
  return <DateField label="Check-in" value={value} min="2026-11-22" onChange={setValue} />;
}

/** A check-out on the check-in day, marked wrong with the message that says why. */
function SameDayCheckOut() {
  const errorId = useId();
  const [value, setValue] = useState('2026-12-01');
  return (
    <>
      <DateField label="Check-out" value={value} min="2026-12-01" invalid describedBy={errorId} onChange={setValue} />
      <FormError id={errorId} message="Check-out must be after check-in" />
    </>
  );
}

/** An open search: the guest may leave the dates empty. */
function NoDatesYet() {
  const [value, setValue] = useState('');
  return <DateField label="Check-in" value={value} min="2026-11-22" clearable onChange={setValue} />;
}

export const Default: StoryObj<typeof DateField> = { render: () => <CheckIn /> };
export const Invalid: StoryObj<typeof DateField> = { render: () => <SameDayCheckOut /> };
export const Empty: StoryObj<typeof DateField> = { render: () => <NoDatesYet /> };
