import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const meta: Meta<typeof Stepper> = { title: 'UI/Stepper', component: Stepper };
export default meta;

function Adults() {
  const [value, setValue] = useState(2);
  return <Stepper label="Adults" description="13 years and above" value={value} min={1} max={20} onChange={setValue} />;
}

export const Default: StoryObj<typeof Stepper> = { render: () => <Adults /> };
