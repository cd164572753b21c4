// /trade's top widget: the day's biggest gainers and losers across the catalogue, live. Each one
// opens its ticket in the page's buy widget.
import styled from 'styled-components';
import { bareList, mutedSmall } from '../../../ui/style-pieces';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { LiveChange, sameMovers, selectTopMovers } from '../../market';
import { TradeWidgetCard } from './trade-widget-card';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ul {
    ${bareList}
  }
`;

const Mover = styled.button`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Muted = styled.p`
  margin: 0;
  ${mutedSmall}
`;

function MoverList({
  title,
  symbols,
  onSelect,
}: {
  title: string;
  symbols: readonly string[];
  onSelect: (symbol: string) => void;
}) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {symbols.map((symbol) => (
          <li key={symbol}>
            <Mover type="button" data-symbol={symbol} onClick={() => onSelect(symbol)}>
              <span>{symbol}</span>
              <LiveChange symbol={symbol} />
            </Mover>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface TopMoversWidgetProps {
  onSelect: (symbol: string) => void;
}

export function TopMoversWidget({ onSelect }: TopMoversWidgetProps) {
  const movers = useAppSelector(selectTopMovers, sameMovers);
  const empty = movers.gainers.length === 0 && movers.losers.length === 0;
  return (
    <TradeWidgetCard widget="top" title={tr.trade.topTitle}>
      {empty ? (
        <Muted>{tr.trade.noMovers}</Muted>
      ) : (
        <Columns>
          <MoverList title={tr.trade.gainers} symbols={movers.gainers} onSelect={onSelect} />
          <MoverList title={tr.trade.losers} symbols={movers.losers} onSelect={onSelect} />
        </Columns>
      )}
    </TradeWidgetCard>
  );
}
