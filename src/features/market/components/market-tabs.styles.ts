// The look of the market tabs, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

/** Width of the fade at an edge with more tabs behind it. */
const EDGE_FADE_PX = 40;

export const Strip = styled.div`
  user-select: none;
  [role='tablist'] {
    scroll-behavior: smooth;
  }
  &[data-more-after='true'] [role='tablist'] {
    mask-image: linear-gradient(to right, #000 calc(100% - ${EDGE_FADE_PX}px), transparent);
  }
  &[data-more-before='true'] [role='tablist'] {
    mask-image: linear-gradient(to left, #000 calc(100% - ${EDGE_FADE_PX}px), transparent);
  }
  &[data-more-before='true'][data-more-after='true'] [role='tablist'] {
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${EDGE_FADE_PX}px,
      #000 calc(100% - ${EDGE_FADE_PX}px),
      transparent
    );
  }
  /* From md the strip sits in a grid column (a quarter of the dashboard at 1280 px, about 270 px):
     the six tabs wrap onto a second row there instead of hiding Hisse and Kripto behind a scroll
     (issue 22, item 9). Phones keep the one scrolling, draggable row of SPEC.md section 2. */
  ${({ theme }) => theme.media.up('md')} {
    [role='tablist'] {
      flex-wrap: wrap;
    }
    [role='tablist'] > * {
      flex: 1 0 auto;
    }
  }
`;
