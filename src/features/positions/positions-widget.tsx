// The dashboard's positions widget: the same three lists and actions as /transactions, as cards.
import { tr } from '../../i18n/tr-signed-in';
import { PositionsTabs } from './components/positions-tabs';
import { Card } from './positions-widget.styles';

const EMPTY_TEXTS = {
  open: tr.positions.noPosition,
  waiting: tr.positions.empty,
  closed: tr.positions.noHistory,
};

export function PositionsWidget() {
  return (
    <Card aria-label={tr.positions.open}>
      <PositionsTabs emptyTexts={EMPTY_TEXTS} compact />
    </Card>
  );
}
