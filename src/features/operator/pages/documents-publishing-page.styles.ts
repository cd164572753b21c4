// The look of the documents publishing page, kept beside the component so that file holds only its
// structure and behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { FormColumn } from '../../../ui/form-controls';

/** The shared form column, kept to a readable width. */
export const Form = styled(FormColumn)`
  max-width: 880px;
`;

export const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
`;
