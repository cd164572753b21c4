// A page's one h1. Under 990 px the mobile header already shows the page's title, so there the h1
// is hidden from view but still read by screen readers and found by the page's outline.
import styled from 'styled-components';

export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ theme }) => theme.media.below(theme.layout.mobileLayoutMaxPx)} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
