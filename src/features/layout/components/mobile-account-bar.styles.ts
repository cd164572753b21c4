// The look of the mobile account bar, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Bar = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.mobileHeaderHeightPx}px;
  z-index: ${({ theme }) => theme.zIndices.header};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
