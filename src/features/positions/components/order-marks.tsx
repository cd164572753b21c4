// The marks on an order a robot placed (`Order.robotId`, `robotName`) or copied from a trader
// (`Order.copiedFrom`), in the positions lists and on the position's page. Both names come with
// the order from the server, so a mark needs no call. Rows show the icon alone (the name is its
// accessible label) and link nowhere, so a row keeps one link; the detail page shows the name (a
// trader's as a link to the profile). A robot the server could not name says "Robot işlemi".
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon, type IconName } from '../../../ui/icon';
import { Mark } from './order-marks.styles';

export interface OrderMarkProps {
  order: Order;
  /** Rows show the icon alone; the detail page shows the name. */
  showName?: boolean;
}

const MARK_ICON_PX = 14;

/**
 * A mark's badge: its icon, then with `showName` what it says (the detail screens); without, the
 * icon alone stands for the label as an image (the rows).
 */
function MarkBadge({
  label,
  showName,
  icon,
  testId,
  children,
}: {
  label: string;
  showName: boolean;
  icon: IconName;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Mark
      title={label}
      aria-label={showName ? undefined : label}
      role={showName ? undefined : 'img'}
      data-testid={testId}
    >
      <Icon name={icon} sizePx={MARK_ICON_PX} />
      {showName && children}
    </Mark>
  );
}

export function RobotMark({ order, showName = false }: OrderMarkProps) {
  if (!order.robotId) return null;
  const name = typeof order.robotName === 'string' && order.robotName ? order.robotName : null;
  const label = name ? tr.robots.mark(name) : tr.robots.markUnknown;
  return (
    <MarkBadge label={label} showName={showName} icon="robots" testId="robot-mark">
      {label}
    </MarkBadge>
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
    <MarkBadge label={label} showName={showName} icon="traders" testId="copied-mark">
      <Link to={`/trader/${encodeURIComponent(from.traderId)}`}>{label}</Link>
    </MarkBadge>
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
