import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { darkPalette } from '../app/theme/palettes';
import { ValueBadge, signOf } from './value-badge';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

it('is green above zero and red at zero or below', () => {
  expect([signOf(0.01), signOf(0), signOf(-3)]).toEqual(['positive', 'negative', 'negative']);
  renderWithProviders(
    <>
      <ValueBadge value={12.5} />
      <ValueBadge value={0} />
      <ValueBadge value={-7.456} suffix=" USD" />
    </>,
  );
  expect(screen.getByText('12.50')).toHaveStyle({ color: rgb(darkPalette.positive) });
  expect(screen.getByText('0.00')).toHaveStyle({ color: rgb(darkPalette.negative) });
  expect(screen.getByText('-7.46 USD')).toHaveAttribute('data-sign', 'negative');
});

it('shows what the caller formats, coloured by the value', () => {
  renderWithProviders(<ValueBadge value={3}>+3.0000</ValueBadge>);
  expect(screen.getByText('+3.0000')).toHaveAttribute('data-sign', 'positive');
});
