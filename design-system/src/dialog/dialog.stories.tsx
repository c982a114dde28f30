import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog, type DialogProps } from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Team Management',
    description: 'Add team members who can work your leads.',
    onClose: () => undefined,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function DialogWithForm(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Team Management</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Add Member</Button>
          </>
        }
      >
        <TextField label="First name" />
        <TextField label="Last name" />
      </Dialog>
    </>
  );
}

export const WithForm: Story = { render: (args) => <DialogWithForm {...args} /> };

export const Confirmation: Story = {
  args: {
    title: 'Remove team member?',
    description: 'They will no longer be able to sign in.',
    footer: <Button variant="danger">Remove</Button>,
  },
};
