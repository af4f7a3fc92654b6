import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta: Meta<typeof Card> = { title: 'UI/Card', component: Card };
export default meta;

/** A clickable card (a listing result): it lifts on hover. */
export const Default: StoryObj<typeof Card> = {
  render: () => (
    <Card interactive style={{ padding: 16, maxWidth: 320 }}>
      <h3 style={{ marginTop: 0 }}>Nivaas Residency Colaba</h3>
      <p>Colaba, Mumbai</p>
    </Card>
  ),
};

/** A card that only holds content (a similar stay, a room category). */
export const Static: StoryObj<typeof Card> = {
  render: () => (
    <Card as="section" style={{ padding: 16, maxWidth: 320 }}>
      <h3 style={{ marginTop: 0 }}>Canal House Jordaan</h3>
      <p>Jordaan, Amsterdam · sleeps 4</p>
    </Card>
  ),
};
