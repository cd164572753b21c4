// The look of the swipeable drawer, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { pinnedLeft, sidebarColumn } from './left-edge';
import { SWIPE_AREA_PX } from '../swipe-gesture';

export const SLIDE_MS = 225;

export const EdgeStrip = styled.div`
  ${pinnedLeft}
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  width: ${SWIPE_AREA_PX}px;
  touch-action: pan-y;
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  background: ${({ theme }) => theme.colors.overlay};
  touch-action: pan-y;
  transition: opacity ${SLIDE_MS}ms ease;
`;

export const Paper = styled.aside`
  ${sidebarColumn}
  z-index: ${({ theme }) => theme.zIndices.sidebar + 1};
  max-width: 88vw;
  box-shadow: ${({ theme }) => theme.shadows.popup};
  touch-action: pan-y;
  &:focus {
    outline: none;
  }
`;
