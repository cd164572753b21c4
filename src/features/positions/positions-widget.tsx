// The dashboard's positions widget: the same three lists and actions as /transactions, as cards.
import styled from 'styled-components';
import { tr } from '../../i18n/tr-signed-in';
import { PositionsTabs } from './components/positions-tabs';

const EMPTY_TEXTS = {
  open: tr.positions.noPosition,
  waiting: tr.positions.empty,
  closed: tr.positions.noHistory,
};

const Card = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export function PositionsWidget() {
  return (
    <Card aria-label={tr.positions.open}>
      <PositionsTabs emptyTexts={EMPTY_TEXTS} compact />
    </Card>
  );
}
