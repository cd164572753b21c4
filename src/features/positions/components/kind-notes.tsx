// A row's order-kind notes under its side or stop (issue 20): "Stop-limit · Limit 1.10150 · GTC".
import styled from 'styled-components';
import type { Order } from '../../../../contract/entities';
import { kindNotesOf } from '../order-kind-text';

const Notes = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function KindNotes({ order, digits }: { order: Order; digits?: number }) {
  const notes = kindNotesOf(order, digits);
  return notes.length === 0 ? null : <Notes>{notes.join(' · ')}</Notes>;
}
