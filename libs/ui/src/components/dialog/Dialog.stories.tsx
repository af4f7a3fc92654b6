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

/** A question in the middle of the window, with its answers in the footer. */
function Centred() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <Dialog
        open={open}
        placement="modal"
        title="Cancel this booking?"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Yes, cancel</Button>{' '}
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep my booking
            </Button>
          </>
        }
      >
        <p>Free cancellation until 1 May, 09:00. After that the first night is charged.</p>
      </Dialog>
    </>
  );
}

/** A picker: under its trigger on wide screens, a bottom sheet on phones. */
export const Open: StoryObj<typeof Dialog> = { render: () => <Example /> };
export const CentredQuestion: StoryObj<typeof Dialog> = { render: () => <Centred /> };
