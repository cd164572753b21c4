// A search box with its button for the back office's lists. The text is sent when the form is
// submitted (Enter or Ara), not on every key, so a search is one call.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-controls';
import { Form } from './search-form.styles';

export interface SearchFormProps {
  label: string;
  placeholder?: string;
  submitLabel: string;
  initial: string;
  onSearch: (text: string) => void;
}

export function SearchForm({ label, placeholder, submitLabel, initial, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <FormField
        label={label}
        type="search"
        placeholder={placeholder}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {submitLabel}
      </Button>
    </Form>
  );
}
