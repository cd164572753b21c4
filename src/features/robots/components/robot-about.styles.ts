// The look of the robot about, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { FigureList } from '../../../ui/figure-list';

export const List = styled(FigureList).attrs({ $minColumnPx: 140 })``;

export const Limits = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;
