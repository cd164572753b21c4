// The dashboard's market price widget: the market list in a card.
import { tr } from '../../i18n/tr-signed-in';
import { MarketList } from './components/market-list';
import { Card, Title } from './market-price-widget.styles';

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
