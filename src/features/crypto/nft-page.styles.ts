// The look of the nft page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { mutedSmall } from '../../ui/style-pieces';

export const Filter = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  ${mutedSmall}
`;
