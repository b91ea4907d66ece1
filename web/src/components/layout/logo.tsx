import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The shop's word mark, drawn with CSS (no image request). Its name starts with the words it shows (WCAG 2.5.3,
 * label in name), so "click ESI Vape & Smoke" works for voice control; the rest is for screen readers only.
 */
export function Logo() {
  return (
    <Link to={paths.home()} className="logo">
      <span className="logo__mark">ESI</span> <span className="logo__text">Vape &amp; Smoke</span>
      <span className="visually-hidden"> Shop, home</span>
    </Link>
  );
}
