import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import './brand-banner.css';

/** Featured product lines, spelled as the old home page linked them (the search ignores case). */
const FEATURED_LINES = ['SOLARIS 25000', 'ORION BAR P10000', 'NORTH P5000'];

export function BrandBanner() {
  return (
    <section className="section container" aria-labelledby="brand-banner-title">
      <div className="brand-banner">
        <div className="brand-banner__copy">
          <p className="brand-banner__eyebrow">Only at ESI</p>
          <h2 id="brand-banner-title" className="brand-banner__title">
            Big puffs. Bold flavors.
          </h2>
          <p className="brand-banner__text">
            Our favourite long-lasting disposables, with nicotine strengths from 18 mg to 55 mg and a rechargeable 950
            mAh battery.
          </p>
          <ul className="brand-banner__lines">
            {FEATURED_LINES.map((line) => (
              <li key={line}>
                <Link to={paths.search({ category: 'Vapes', subcategory: line })}>{line}</Link>
              </li>
            ))}
          </ul>
        </div>
        <ul className="brand-banner__tiles">
          <li>
            <Link to={paths.search({ category: 'GLASS' })} className="brand-banner__tile brand-banner__tile--glass">
              Glass &amp; Bongs
            </Link>
          </li>
          <li>
            <Link
              to={paths.search({ category: 'Cell Phone Accessories' })}
              className="brand-banner__tile brand-banner__tile--phone"
            >
              Phone Accessories
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
