import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField';

const meta: Meta<typeof DateField> = { title: 'UI/DateField', component: DateField };
export default meta;

function CheckIn() {
  const [value, setValue] = useState('2026-12-01');
  return <DateField label="Check-in" value={value} min="2026-11-22" onChange={setValue} />;
}

export const Default: StoryObj<typeof DateField> = { render: () => <CheckIn /> };
