// The look of the coin row, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
