import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons';

export interface SearchPageBoxProps {
  /** The search now in force; the parent remounts the box (key) when the URL changes it. */
  initialText: string;
  onSearch: (text: string) => void;
}

/** The product list's own search box: a trimmed, case-insensitive part of the product name. */
export function SearchPageBox({ initialText, onSearch }: SearchPageBoxProps) {
  const [text, setText] = useState(initialText);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="field search-page-box" role="search" aria-label="Product list" onSubmit={onSubmit}>
      <label htmlFor={id} className="field__label">
        Search
      </label>
      <div className="search-page-box__row">
        <input
          id={id}
          className="field__control"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Product name"
        />
        <button type="submit" className="btn btn--primary search-page-box__button" aria-label="Search products">
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}
