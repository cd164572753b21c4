// The look of the account menu modal, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { Link } from 'react-router';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
`;

export const Entry = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  & > svg:last-child {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const SignOut = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.negative};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.negativeSoft};
  color: ${({ theme }) => theme.colors.negative};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

export const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
