// The look of the promo banner, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { Link } from 'react-router';

/* The banner is as tall as its tallest slide (a title that wraps), while each slide kept its own
   height, so a shorter slide left a bare strip under it. Letting swiper's flex row stretch every
   slide, and the slide's content fill it, makes each slide end where the banner ends. */
export const Frame = styled.div`
  margin: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} 0`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  .swiper-slide {
    display: flex;
    height: auto;
  }
`;

export const Slide = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 112px;
  padding: ${({ theme }) => theme.spacing.xl};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.bannerFrom},
    ${({ theme }) => theme.colors.bannerTo}
  );
  color: ${({ theme }) => theme.colors.primaryText};
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Action = styled(Link)`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.18);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
