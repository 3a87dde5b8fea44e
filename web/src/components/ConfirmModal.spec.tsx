import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './ConfirmModal';

const WARNING = 'Warning: This will delete all data connected to the world.';

function Harness({ onConfirm = vi.fn(), onCancel = vi.fn() }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmModal
        open={open}
        title='Delete "Aldera"?'
        text="The world and everything in it will be removed."
        warning={WARNING}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmModal', () => {
  it('renders nothing while closed', () => {
    render(<ConfirmModal open={false} title="Delete?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows title, text and warning with Yes and No, focusing No', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Aldera"?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(`The world and everything in it will be removed. ${WARNING}`);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('calls onConfirm on Yes and onCancel on No', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);

    fireEvent.keyDown(screen.getByRole('button', { name: 'No' }), { key: 'Escape' });

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const no = screen.getByRole('button', { name: 'No' });
    const yes = screen.getByRole('button', { name: 'Yes' });

    yes.focus();
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(no).toHaveFocus();

    fireEvent.keyDown(no, { key: 'Tab', shiftKey: true });
    expect(yes).toHaveFocus();
  });

  it('locks the page scroll while open', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(document.body.style.overflow).toBe('');
  });
});
