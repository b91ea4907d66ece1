import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from '../../components/icons';

export interface ListingSearchBoxProps {
  /** The search in force; the parent remounts the box (key) when the URL changes it. */
  initialText: string;
  onSearch: (text: string) => void;
}

/** The listing's Search box: a trimmed, case-insensitive part of the product name (spec section 5). */
export function ListingSearchBox({ initialText, onSearch }: ListingSearchBoxProps) {
  const [text, setText] = useState(initialText);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="listing-field" role="search" aria-label="Products on this page" onSubmit={onSubmit}>
      <label htmlFor={id} className="listing-field__label">
        Search
      </label>
      <div className="listing-search">
        <input
          id={id}
          className="listing-field__control"
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="Product name"
        />
        <button type="submit" className="btn btn--primary listing-search__button" aria-label="Search products">
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}
