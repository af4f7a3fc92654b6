import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from './Dialog';
import { Button } from '../button/Button';
import { withEnglish } from '../../storybook/with-english';

const meta: Meta<typeof Dialog> = { title: 'UI/Dialog', component: Dialog, decorators: [withEnglish] };
export default meta;

function Example() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rooms and guests</Button>
      <Dialog open={open} title="Rooms and guests" onClose={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Done</Button>}>
        <p>Room 1: 2 adults</p>
      </Dialog>
    </>
  );
}

export const Open: StoryObj<typeof Dialog> = { render: () => <Example /> };
