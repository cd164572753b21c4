// The look of the document preview, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 360px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.background};
`;

export const FileLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
