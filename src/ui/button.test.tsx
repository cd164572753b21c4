import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Button } from './button';

it('is a plain button that clicks, type button by default', () => {
  const onClick = jest.fn();
  renderWithProviders(<Button onClick={onClick}>Gönder</Button>);
  const button = screen.getByRole('button', { name: 'Gönder' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).not.toHaveAttribute('aria-busy');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('while busy is disabled, says aria-busy and shows a spinner, so it cannot be sent twice', () => {
  const onClick = jest.fn();
  const { rerender } = renderWithProviders(
    <Button busy type="submit" variant="primary" onClick={onClick}>
      Giriş Yap
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Giriş Yap' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  rerender(
    <Button type="submit" variant="primary" onClick={onClick}>
      Giriş Yap
    </Button>,
  );
  expect(button).toBeEnabled();
  expect(screen.queryByTestId('button-spinner')).not.toBeInTheDocument();
});
