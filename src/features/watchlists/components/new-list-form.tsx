// Creates a watchlist by name; an empty or already used name, or one list too many, is refused
// with a Turkish message.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import {
  newListProblem,
  WATCHLIST_NAME_LENGTH_MAX,
  type NewListProblem,
  type Watchlist,
} from '../watchlists';
import { Control, ErrorText, Row } from './watchlists.styles';

const PROBLEM_TEXT: Record<NewListProblem, string> = {
  empty: tr.watchlists.nameRequired,
  taken: tr.watchlists.nameTaken,
  'too-many': tr.watchlists.tooMany,
};

export function NewListForm({
  lists,
  onCreate,
}: {
  lists: readonly Watchlist[];
  onCreate: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<NewListProblem | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = newListProblem(lists, name);
        setProblem(found);
        if (found) return;
        onCreate(name);
        setName('');
      }}
    >
      <Row>
        <Control>
          {tr.watchlists.newList}
          <input
            value={name}
            maxLength={WATCHLIST_NAME_LENGTH_MAX}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </Control>
        <Button type="submit" variant="primary">
          {tr.watchlists.create}
        </Button>
      </Row>
      {problem && <ErrorText role="alert">{PROBLEM_TEXT[problem]}</ErrorText>}
    </form>
  );
}
