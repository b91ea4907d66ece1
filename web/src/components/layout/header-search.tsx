import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SearchIcon } from '../icons';

/** The header's search: blank (after trimming) does nothing, anything else opens /SearchProduct/search/{text}. */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    void navigate(paths.search({ text: trimmed }));
  };

  return (
    <form className="header-search" role="search" aria-label="Site" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search vapes, glass, accessories…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className="header-search__button" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
