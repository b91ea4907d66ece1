import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from '../icons';
import '../form-field.css';
import './search-box.css';

export interface SearchBoxProps {
  /** Names the search landmark, which tells it from the header's site search. */
  label: string;
  /** The search in force; the parent remounts the box (key) when the URL changes it. */
  initialText: string;
  onSearch: (text: string) => void;
}

/** A product list's own Search box: words of the name, brand, line, flavor, type or description. */
export function SearchBox({ label, initialText, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialText);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="form-field search-box" role="search" aria-label={label} onSubmit={onSubmit}>
      <label htmlFor={id} className="form-field__label">
        Search
      </label>
      <div className="search-box__row">
        <input
          id={id}
          className="form-field__control"
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          placeholder="Product name"
        />
        <button type="submit" className="btn btn--primary search-box__button" aria-label="Search products">
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}
