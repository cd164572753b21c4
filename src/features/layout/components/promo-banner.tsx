// The promotional banner of narrow screens (SPEC.md 1): slides that fade into each other, played
// automatically (transition speed 2000 ms, 3000 ms per slide) and looped. Loaded lazily by the
// layout so swiper never weighs on the first page load.
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { tr } from '../../../i18n/tr-signed-in';
import { Frame, Slide, Title, Action } from './promo-banner.styles';

export const BANNER_SPEED_MS = 2000;
export const BANNER_AUTOPLAY_DELAY_MS = 3000;

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
