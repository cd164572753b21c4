// The dashboard's market price widget: the market list in a card.
import styled from 'styled-components';
import { tr } from '../../i18n/tr-signed-in';
import { MarketList } from './components/market-list';

const Card = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface MarketPriceWidgetProps {
  onSelect?: (symbol: string) => void;
}

export function MarketPriceWidget({ onSelect }: MarketPriceWidgetProps) {
  return (
    <Card>
      <Title>{tr.market.title}</Title>
      <MarketList variant="widget" onSelect={onSelect} />
    </Card>
  );
}
