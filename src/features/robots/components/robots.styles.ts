// Styled pieces the robots screens share. Colours and sizes come from the theme only, so the light
// and dark themes differ only in the theme object.
import styled from 'styled-components';
import type { RobotStatus } from '../robot-status';

export const Card = styled.article<{ $highlight?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const CardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

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

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
