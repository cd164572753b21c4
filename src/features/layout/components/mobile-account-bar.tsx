// The active account's line under the phone header on the trading screens. It sticks below the
// header, so the account and its money stay in sight while the lists scroll.
import styled from 'styled-components';
import { ActiveAccountLine } from '../../accounts';

const Bar = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.mobileHeaderHeightPx}px;
  z-index: ${({ theme }) => theme.zIndices.header};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export function MobileAccountBar() {
  return (
    <Bar data-testid="mobile-account-bar">
      <ActiveAccountLine />
    </Bar>
  );
}
