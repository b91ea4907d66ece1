import { matchPath } from 'react-router-dom';
import { routePatterns } from '../../config/paths';

/**
 * Pages about one visitor (the account, the cart, checkout, signing in): the server sends them the bare
 * shell, so no page it renders ever depends on who asks. Every other page is rendered on the server.
 */
const PRIVATE_PATTERNS = [
  `/${routePatterns.account}/*`,
  `/${routePatterns.cartList}`,
  `/${routePatterns.checkout}`,
  `/${routePatterns.codeVerify}`,
];

export function isServerRendered(pathname: string): boolean {
  return !PRIVATE_PATTERNS.some((pattern) => matchPath({ path: pattern, caseSensitive: false }, pathname));
}
