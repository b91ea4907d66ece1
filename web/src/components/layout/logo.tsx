import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The shop's word mark, drawn with CSS (no image request). */
export function Logo() {
  return (
    <Link to={paths.home()} className="logo" aria-label="ESI Vape & Smoke Shop, home">
      <span className="logo__mark" aria-hidden="true">
        ESI
      </span>
      <span className="logo__text" aria-hidden="true">
        Vape &amp; Smoke
      </span>
    </Link>
  );
}
