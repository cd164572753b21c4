// Styled pieces of /collections. Colours and sizes come from the theme only.
import styled from 'styled-components';
import { bareList, fieldBox, mutedSmall } from '../../../ui/style-pieces';

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Control = styled.label`
  display: flex;
  flex: 1 1 180px;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  ${mutedSmall}
  input,
  select {
    width: 100%;
    ${fieldBox()}
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
`;

export const SymbolRows = styled.ul`
  ${bareList}
  overflow-y: auto;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.md};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
