// A full-width, borderless row of the sidebar's foot ('Oturumu Kapat', 'Tema', the user button):
// icon, text, and the hover colour of the nav entries around it.
import styled from 'styled-components';

export const SidebarRowButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
