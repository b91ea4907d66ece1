import type { Page } from 'playwright-core';
import { APP_READY_ATTRIBUTE } from '../../../web/src/config/first-paint';
import { settled } from './network';

/** The storefront's routes, shared by the route walk (all-routes) and the accessibility check. */

/** Every route of spec section 2, and the ones this project named where the spec shows none. */
export const PUBLIC_ROUTES = [
  '/',
  '/app/Login',
  '/app/SignUp',
  '/app/ForgetPassword',
  '/Codeverify',
  '/SearchProduct',
  '/SearchProduct/Vapes',
  '/SearchProduct/Vapes/ORION BAR P10000',
  '/SearchProduct/search/geek bar',
  '/CartList',
  '/Deals',
  '/ShippingRestrictions',
];

/** The account area and checkout: a guest is sent to log in, so they are visited logged in. */
export const SESSION_ROUTES = [
  '/CheckoutPage',
  '/app/dashboard/',
  '/app/Profile',
  '/app/ShippingAddress',
  '/app/settings',
];

/** Headings of the pages no route should lead to. */
export const DEAD_ENDS = ['Page not found', 'Something went wrong'];

/** The routes of issue 6 with the <h1> each must show. */
export const CONTENT_ROUTES: Record<string, string> = {
  '/CatNixodine': 'Nicotine Salt E-Liquids',
  '/CatDisposables': 'Disposable Vapes',
  '/CatVaporizers': 'Vaporizers & Vape Kits',
  '/CatVapejuice': 'Vape Juice',
  '/CatPouches': 'Nicotine Pouches',
  '/GlassesandBong': 'Glasses & Bongs',
  '/KnivesandHats': 'Knives & Hats',
  '/MobileAccessories': 'Mobile Accessories',
  '/Medicines': 'Medicines',
  '/CatCandies': 'Candies',
  '/CatRollingPaper': 'Rolling Paper',
  '/CatTorchLighters': 'Torch Lighters',
  '/CatApparel': 'Apparel',
  '/AllProducts': 'All Products',
  '/DisposableVape': 'Disposable Vapes',
  '/MidPodKit': 'Mid-Size Pod Kits',
  '/VapeKit': 'Vape Kits',
  '/CatVapeKit': 'Vape Kit Categories',
  '/VapeJuice': 'Vape Juice',
  '/Orianbar': 'ORION BAR',
  '/ProDevice': 'ESI PRO',
  '/Collection': 'Collections',
  '/MenuList': 'All Categories',
  '/RegisterDevice': 'Register Your Device',
  '/OurMission': 'Our Mission',
  '/MissionBrand': 'The Mission of Our Brand',
  '/BrandStory': 'Our Story',
  '/BrandValues': 'Our Values',
  '/BrandTeam': 'Our Team',
  '/WhyBrands': 'Why Our Brands',
  '/Career': 'Careers',
  '/Community': 'Our Community',
  '/WholeSale': 'Wholesale Inquiries',
  '/Military': 'Military & First Responder Discount',
  '/TermAndCondition': 'Terms of Service',
  '/FdaDisclaimer': 'FDA and THC Disclaimer',
  '/RefundPolicy': 'Refund Policy',
  '/PrivacyPolicy': 'Privacy Policy',
  '/Faq': 'Frequently Asked Questions',
  '/HelpCenter': 'Help Center',
  '/ContactUs': 'Customer Service',
  '/FooterBlog': 'Blogs',
  '/SquadBlog': 'ESI Squad Blog',
  '/Blog1': 'Modular Disposables Compared: Vista Duo 20000 vs Lumen X 30000',
};

/** The routes of issue 6 in two halves: the catalogue's category and kit pages, then the brand, help and policy pages. */
export const LISTING_ROUTES = Object.keys(CONTENT_ROUTES).slice(0, Object.keys(CONTENT_ROUTES).indexOf('/Orianbar'));
export const INFORMATION_ROUTES = Object.keys(CONTENT_ROUTES).filter((path) => !LISTING_ROUTES.includes(path));

/** Routes the spec lists with no content of their own, and where they lead. */
export const REDIRECTS: Record<string, { to: string; heading: string }> = {
  '/SideBar': { to: '/MenuList', heading: 'All Categories' },
  '/CartPage': { to: '/CartList', heading: '' },
};

/** Waits until the app has taken over the server's HTML: before, its forms and buttons do nothing. */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** Loads a path and answers its one <h1> once the page (and its data) has settled. */
export async function headingOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await settled(page);
  await appReady(page);
  const headings = page.locator('main h1');
  await headings.first().waitFor({ state: 'attached' });
  // Lazy pages and data say "Loading..." first (aloud, beside their skeletons): wait until nothing still loads.
  await page.getByText('Loading...', { exact: true }).waitFor({ state: 'detached' });
  expect(await headings.count()).toBe(1);
  return ((await headings.textContent()) ?? '').trim();
}
