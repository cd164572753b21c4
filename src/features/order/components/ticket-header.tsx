// The ticket's header: symbol code and description, the day's high and low (live), and a button
// that opens the symbol's details under it.
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { SymbolInfo } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { SymbolDetails, selectDaily } from '../../market';
import { Header } from './order-ticket.styles';

const TopLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const DetailsToggle = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Range = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export function TicketHeader({ info }: { info: SymbolInfo }) {
  const daily = useAppSelector(selectDaily(info.symbol));
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Header>
      <TopLine>
        <div>
          <h2>{info.symbol}</h2>
          <p>{info.desc}</p>
        </div>
        <DetailsToggle
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {tr.symbolDetails.show}
        </DetailsToggle>
      </TopLine>
      <Range>
        <div>
          <dt>{tr.symbolDetails.dayHigh}</dt>
          <dd data-testid="day-high">{formatPrice(daily?.high, info.digits)}</dd>
        </div>
        <div>
          <dt>{tr.symbolDetails.dayLow}</dt>
          <dd data-testid="day-low">{formatPrice(daily?.low, info.digits)}</dd>
        </div>
      </Range>
      {open && <SymbolDetails info={info} id={detailsId} />}
    </Header>
  );
}
