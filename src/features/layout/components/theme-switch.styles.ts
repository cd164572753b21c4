// The look of the theme switch, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { mutedSmall } from '../../../ui/style-pieces';

export const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 40px;
  height: 22px;
  margin-left: auto;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $on }) => ($on ? theme.colors.primaryFill : theme.colors.disabled)};
  transition: background-color ${({ theme }) => theme.transitions.fast};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '21px' : '3px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primaryText};
    transition: left ${({ theme }) => theme.transitions.fast};
  }
`;

export const State = styled.span`
  ${mutedSmall}
`;
