// The close-all dialog's layout: the three choices side by side where there is room, then the
// figures at stake, the note, and the list of positions the server could not close.
import styled from 'styled-components';
import { mutedSmall } from '../../../ui/style-pieces';
import { ConfirmFigures } from '../../../ui/confirm-parts';

export const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** The figures at stake, as a confirmation shows them, closer to the note below. */
export const Stake = styled(ConfirmFigures)`
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  ${mutedSmall}
`;

export const Failures = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

export const ToolbarActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;
