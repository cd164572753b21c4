// The look of the wallet page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Above = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  &:empty {
    display: none;
  }
`;

export const Below = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xxl};
`;
