// Styled pieces the robots screens share. Colours and sizes come from the theme only, so the light
// and dark themes differ only in the theme object.
import styled from 'styled-components';
import { SpreadRow } from '../../../ui/spread-row';
import { FormCard } from '../../../ui/form-controls';
import type { RobotStatus } from '../robot-status';

/** The shared section card (src/ui/form-controls.tsx) as an article, outlined when highlighted. */
export const Card = styled(FormCard).attrs({ as: 'article' })<{ $highlight?: boolean }>`
  gap: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : 'transparent')};
  p {
    margin: 0;
  }
`;

export const CardHead = styled(SpreadRow).attrs({ as: 'header' })``;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const STATUS_COLOR = {
  running: 'positive',
  notAdded: 'textMuted',
  customer: 'warning',
  dailyLossLimit: 'negative',
  stopOut: 'negative',
} as const satisfies Record<RobotStatus, string>;

/** A small heading inside a card (the detail's parameters and limits). */
export const SectionTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StatusBadge = styled.span<{ $status: RobotStatus }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme, $status }) => theme.colors[STATUS_COLOR[$status]]};
  color: ${({ theme, $status }) => theme.colors[STATUS_COLOR[$status]]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  a {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export { FormColumn as DialogForm } from '../../../ui/form-controls';

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

/** A list's loading, empty or failed line: the shared one. */
export { ListNote as Note } from '../../../ui/list-note';
