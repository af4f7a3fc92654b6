import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta: Meta<typeof Card> = { title: 'UI/Card', component: Card };
export default meta;

export const Default: StoryObj<typeof Card> = {
  render: () => (
    <Card interactive style={{ padding: 16, maxWidth: 320 }}>
      <h3 style={{ marginTop: 0 }}>Nivaas Residency Colaba</h3>
      <p>Colaba, Mumbai</p>
    </Card>
  ),
};
