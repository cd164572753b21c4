// The look of the trader page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { Link } from 'react-router';
import { Tabs } from '../../ui/tabs';
import type { TraderTab } from './trader-page';

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 1080px;
`;

export const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  & > div {
    flex: 1;
    min-width: 160px;
  }
`;

/** Four tabs do not fit one row of a phone (Yorumlar was cut at 375 px): two rows of two there. */
export const TraderTabs = styled(Tabs<TraderTab>)`
  ${({ theme }) => theme.media.below(theme.breakpoints.md)} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
