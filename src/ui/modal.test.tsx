import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../test/render-with-providers';
import { Modal } from './modal';

function Harness({ second = false }: { second?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <div>
      <button onClick={() => setOpen(true)}>Aç</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Pencere">
        <p>İçerik</p>
        {second && <button onClick={() => setInner(true)}>İkinci</button>}
      </Modal>
      <Modal open={inner} onClose={() => setInner(false)} title="İç pencere">
        <p>İç içerik</p>
      </Modal>
    </div>
  );
}

afterEach(() => {
  document.body.style.overflow = '';
});

it('renders into a portal on body as a labelled dialog, and locks page scroll while open', () => {
  const { container } = renderWithProviders(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  const opener = screen.getByRole('button', { name: 'Aç' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Pencere' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(container).not.toContainElement(dialog);
  expect(document.body).toContainElement(dialog);
  expect(dialog).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  expect(opener).toHaveFocus();
});

it('closes on Escape and on a click on the backdrop, not on a click inside', () => {
  renderWithProviders(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
  fireEvent.mouseDown(screen.getByText('İçerik'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
  fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps scroll locked until the last of two stacked modals closes', () => {
  document.body.style.overflow = 'auto';
  renderWithProviders(<Harness second />);
  fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
  fireEvent.click(screen.getByRole('button', { name: 'İkinci' }));
  expect(screen.getAllByRole('dialog')).toHaveLength(2);
  fireEvent.click(screen.getAllByRole('button', { name: 'Kapat' })[1]);
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
  expect(document.body.style.overflow).toBe('auto');
});

it('keeps keyboard focus inside the dialog', () => {
  renderWithProviders(<Harness second />);
  fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
  const close = screen.getByRole('button', { name: 'Kapat' });
  const inner = screen.getByRole('button', { name: 'İkinci' });
  inner.focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(close).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(inner).toHaveFocus();
});
