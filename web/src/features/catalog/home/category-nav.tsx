import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The strip of main categories under the header: short labels, category names as the search takes them. */
const NAV_CATEGORIES: { label: string; category: string }[] = [
  { label: 'Vapes', category: 'Vapes' },
  { label: 'Glass', category: 'Glass' },
  { label: 'Accessories', category: 'Smoke Accessories' },
  { label: 'Pouches', category: 'Nicotine Pouches' },
  { label: 'Candies', category: 'Candies' },
  { label: 'Rolling Papers', category: 'Rolling Paper' },
  { label: 'Lighters', category: 'Torch Lighters' },
  { label: 'Knives', category: 'Knives' },
  { label: 'Apparel', category: 'Apparel' },
  { label: 'Phone Gear', category: 'Cell Phone Accessories' },
  { label: 'Medicines', category: 'Medicines' },
];

export function CategoryNav() {
  return (
    <nav className="category-nav" aria-label="Categories">
      <ul className="category-nav__list container">
        {NAV_CATEGORIES.map((item) => (
          <li key={item.category}>
            <Link to={paths.search({ category: item.category })}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
