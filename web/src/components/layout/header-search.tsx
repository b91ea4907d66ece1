import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SearchSuggestionsDocument } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SearchIcon } from '../icons';
import { type Suggestion, suggestionHref, suggestionKind } from './search-suggestion-href';
import './header-search.css';

/** Suggestions are asked from this many characters, after the shopper pauses this long. */
const MIN_CHARACTERS = 2;
const PAUSE_MS = 200;
/** The longest search text the API takes. */
const MAX_LENGTH = 200;

/**
 * The header's search, an ARIA 1.2 combobox: from the second character, after a pause, up to 8 suggestions
 * (brands, product lines, categories, products with picture and price). Up and Down move through them, Enter
 * opens the one highlighted, Escape closes the list, the mouse works too, and the number found is announced.
 * Enter with nothing highlighted searches: blank (after trimming) does nothing, anything else opens
 * /SearchProduct/search/{text}.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();

  const typed = text.trim();
  const asked = useDebouncedValue(typed, PAUSE_MS);
  const { data, previousData } = useQuery(SearchSuggestionsDocument, {
    variables: { text: asked },
    skip: asked.length < MIN_CHARACTERS,
  });
  const suggestions: readonly Suggestion[] =
    typed.length < MIN_CHARACTERS ? [] : ((data ?? previousData)?.searchSuggestions ?? []);
  const expanded = open && suggestions.length > 0;
  const optionId = (i: number) => `${listboxId}-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    close();
    setText('');
    void navigate(suggestionHref(suggestion));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) return choose(chosen);
    if (!typed) return;
    close();
    void navigate(paths.search({ text: typed }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // From nothing highlighted, Down goes to the first and Up to the last; both wrap around.
      setActive((i) =>
        !expanded || i === -1
          ? step === 1
            ? 0
            : suggestions.length - 1
          : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      close();
    }
  };

  const status =
    !open || typed.length < MIN_CHARACTERS || asked !== typed || !data ? '' : countWords(suggestions.length);

  return (
    <div className="header-search-box">
      <form className="header-search" role="search" aria-label="Site" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search products
        </label>
        <input
          id={inputId}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
          placeholder="Search vapes, glass, accessories…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_LENGTH}
        />
        <button type="submit" className="header-search__button" aria-label="Search">
          <SearchIcon />
        </button>
      </form>
      <ul id={listboxId} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!expanded}>
        {suggestions.map((suggestion, i) => (
          <li
            key={`${suggestion.kind}:${suggestion.label}:${suggestion.product?.id ?? ''}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="search-suggestion"
            // Keeps the focus in the box, so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(suggestion)}
          >
            {suggestion.product ? (
              <img
                src={suggestion.product.image}
                alt=""
                width="40"
                height="40"
                className="search-suggestion__picture"
              />
            ) : (
              <SearchIcon className="search-suggestion__icon" />
            )}
            <span className="search-suggestion__label">{suggestion.label}</span>
            <span className="search-suggestion__detail">
              {suggestion.product ? formatMoney(suggestion.product.price) : suggestionKind(suggestion)}
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

function countWords(count: number): string {
  if (!count) return 'No suggestions.';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose.`;
}
