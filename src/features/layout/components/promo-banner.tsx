// The promotional banner of narrow screens (SPEC.md 1): slides that fade into each other, played
// automatically (transition speed 2000 ms, 3000 ms per slide) and looped. Loaded lazily by the
// layout so swiper never weighs on the first page load.
import { Link } from 'react-router';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';

export const BANNER_SPEED_MS = 2000;
export const BANNER_AUTOPLAY_DELAY_MS = 3000;

/* The banner is as tall as its tallest slide (a title that wraps), while each slide kept its own
   height, so a shorter slide left a bare strip under it. Letting swiper's flex row stretch every
   slide, and the slide's content fill it, makes each slide end where the banner ends. */
const Frame = styled.div`
  margin: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} 0`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  .swiper-slide {
    display: flex;
    height: auto;
  }
`;

const Slide = styled.div`
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

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Action = styled(Link)`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.18);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const SLIDE_TITLES = [tr.banner.title, ...tr.banner.slides];

export default function PromoBanner() {
  return (
    <Frame aria-label={tr.banner.title} role="region" data-testid="promo-banner">
      <Swiper
        modules={[EffectFade, Autoplay]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={BANNER_SPEED_MS}
        autoplay={{ delay: BANNER_AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
        loop
      >
        {SLIDE_TITLES.map((title) => (
          <SwiperSlide key={title}>
            <Slide>
              <Title>{title}</Title>
              <Action to="/deposit">{tr.banner.action}</Action>
            </Slide>
          </SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
}
