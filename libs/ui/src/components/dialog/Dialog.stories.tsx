import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from './Dialog';
import { Button } from '../button/Button';
import { modalDialogParameters } from '../../storybook/single-view';

const meta: Meta<typeof Dialog> = { title: 'UI/Dialog', component: Dialog, parameters: modalDialogParameters };
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
