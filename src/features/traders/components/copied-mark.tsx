// The small mark on a position copied from a trader (`Order.copiedFrom`, API.md "Copy trading"), in
// the positions lists and on the position's page, beside the robots' mark: the trader's name comes
// with the order, so the mark needs no call. Rows show the icon alone (the name is its accessible
// label) and link nowhere, so a row keeps one link; the detail page names the trader and links to
// the profile.
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Order } from '../../../../contract/entities';
import type { CopiedFrom } from '../../../../contract/traders';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin-left: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  vertical-align: middle;
  white-space: nowrap;
  a {
    color: inherit;
  }
`;

/** Where a position was copied from, when the server says so and the shape is what it should be. */
export function copiedFromOf(order: Order): CopiedFrom | null {
  const from = order.copiedFrom;
  return from && typeof from.traderId === 'string' && typeof from.name === 'string' ? from : null;
}

export interface CopiedMarkProps {
  order: Order;
  /** Rows show the icon alone; the detail page shows the name as a link to the trader. */
  showName?: boolean;
}

export function CopiedMark({ order, showName = false }: CopiedMarkProps) {
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
      <Icon name="traders" sizePx={14} />
      {showName && <Link to={`/trader/${encodeURIComponent(from.traderId)}`}>{label}</Link>}
    </Mark>
  );
}
