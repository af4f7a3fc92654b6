import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const meta: Meta<typeof Stepper> = { title: 'UI/Stepper', component: Stepper };
export default meta;

function Adults({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <Stepper label="Adults" description="13 years and above" value={value} min={1} max={20} onChange={setValue} />;
}

export const Default: StoryObj<typeof Stepper> = { render: () => <Adults initial={2} /> };
/** At its minimum: − is disabled. */
export const AtMinimum: StoryObj<typeof Stepper> = { render: () => <Adults initial={1} /> };
/** At its maximum: + is disabled. */
export const AtMaximum: StoryObj<typeof Stepper> = { render: () => <Adults initial={20} /> };
