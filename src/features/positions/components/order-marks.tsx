// The marks on an order a robot placed (`Order.robotId`, `robotName`) or copied from a trader
// (`Order.copiedFrom`), in the positions lists and on the position's page. Both names come with
// the order from the server, so a mark needs no call. Rows show the icon alone (the name is its
// accessible label) and link nowhere, so a row keeps one link; the detail page shows the name (a
// trader's as a link to the profile). A robot the server could not name says "Robot işlemi".
import { Link } from 'react-router';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { Mark } from './order-marks.styles';

export interface OrderMarkProps {
  order: Order;
  /** Rows show the icon alone; the detail page shows the name. */
  showName?: boolean;
}

const MARK_ICON_PX = 14;

export function RobotMark({ order, showName = false }: OrderMarkProps) {
  if (!order.robotId) return null;
  const name = typeof order.robotName === 'string' && order.robotName ? order.robotName : null;
  const label = name ? tr.robots.mark(name) : tr.robots.markUnknown;
  return (
    <Mark
      title={label}
      aria-label={showName ? undefined : label}
      role={showName ? undefined : 'img'}
      data-testid="robot-mark"
    >
      <Icon name="robots" sizePx={MARK_ICON_PX} />
      {showName && label}
    </Mark>
  );
}

/** Where a position was copied from, when the server says so and the shape is what it should be. */
function copiedFromOf(order: Order): Order['copiedFrom'] | null {
  const from = order.copiedFrom;
  return from && typeof from.traderId === 'string' && typeof from.name === 'string' ? from : null;
}

export function CopiedMark({ order, showName = false }: OrderMarkProps) {
  const from = copiedFromOf(order);
  if (!from) return null;
  const label = tr.traders.copiedMark(from.name);
  return (
    <Mark
      title={label}
      aria-label={showName ? undefined : label}
      role={showName ? undefined : 'img'}
      data-testid="copied-mark"
    >
      <Icon name="traders" sizePx={MARK_ICON_PX} />
      {showName && <Link to={`/trader/${encodeURIComponent(from.traderId)}`}>{label}</Link>}
    </Mark>
  );
}

/** Both marks, as every list row and detail page puts them after the symbol. */
export function OrderMarks({ order, showName = false }: OrderMarkProps) {
  return (
    <>
      <RobotMark order={order} showName={showName} />
      <CopiedMark order={order} showName={showName} />
    </>
  );
}
