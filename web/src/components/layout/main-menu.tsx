import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { ANY_CATEGORY, paths } from '../../config/paths';
import { MenuGroupsDocument } from '../../graphql/__generated__/graphql';
import { Dropdown } from '../dropdown';

/** The menu group whose items belong to no single category: its links use "&" as the category. */
const ALL_CATEGORIES = 'All Categories';

/** /SearchProduct/{group}/{item}, where the group "All Categories" becomes "&". */
export function menuItemPath(groupName: string, itemName: string): string {
  return paths.search({ category: groupName === ALL_CATEGORIES ? ANY_CATEGORY : groupName, subcategory: itemName });
}

export interface MainMenuProps {
  id: string;
  /** Shown below md only when the header's toggle opened it; always shown from md up. */
  open: boolean;
  /** Called when a link is followed, so the mobile menu closes behind it. */
  onNavigate: () => void;
}

export function MainMenu({ id, open, onNavigate }: MainMenuProps) {
  // The menu is not worth an error message: without its groups the header still has Knives and Deals.
  const { data } = useQuery(MenuGroupsDocument);

  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate();
  };

  return (
    <nav id={id} className={open ? 'main-menu is-open' : 'main-menu'} aria-label="Main" onClick={onClick}>
      <ul className="main-menu__list container">
        {data?.menuGroups.map((group) => (
          <li key={group.name}>
            <Dropdown label={group.name}>
              <ul>
                {group.items.map((item) => (
                  <li key={item.name}>
                    <Link className="main-menu__item" to={menuItemPath(group.name, item.name)}>
                      {item.pic ? (
                        <img src={item.pic} alt="" width="32" height="32" loading="lazy" decoding="async" />
                      ) : null}
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Dropdown>
          </li>
        ))}
        <li>
          <Link className="main-menu__link" to={paths.search({ category: 'Knives' })}>
            Knives
          </Link>
        </li>
        <li>
          <Link className="main-menu__link" to={paths.deals()}>
            Deals
          </Link>
        </li>
      </ul>
    </nav>
  );
}
