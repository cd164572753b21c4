// The look of the sidebar content, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column } from '../../../ui/style-pieces';

export const Column = styled.div`
  ${column('lg')}
  height: 100%;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
  overflow-y: auto;
`;

export const Top = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.sm};
`;

export const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-top: auto;
`;
