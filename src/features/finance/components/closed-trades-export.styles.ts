// The look of the closed trades export, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  align-items: start;
`;

export const Submit = styled.div`
  /* Lines the button up with the inputs, below their labels; stacked on a phone it needs no room. */
  padding-top: calc(${({ theme }) => theme.fontSizes.sm} * 1.4 + ${({ theme }) => theme.spacing.xs});
  ${({ theme }) => theme.media.below(theme.breakpoints.md)} {
    padding-top: 0;
  }
`;
