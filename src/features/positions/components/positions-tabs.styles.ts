// The look of the positions tabs, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

// A column down to the list's scroll box, so in the widget's fixed-height card the box takes the
// height left under the tabs.
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  & > :not([role='tabpanel']) {
    flex-shrink: 0;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`;
