/**
 * Every URL of the storefront. Components never write a path by hand: they call one of these builders,
 * so a route can move in one place. Paths keep the legacy site's spelling (spec section 2).
 */

/** The category word of /SearchProduct/{category}/{item} that means every category (menu "All Categories"). */
export const ANY_CATEGORY = '&';

/** Percent-encodes one path segment, but keeps the sub-delimiters that are legal in a path readable ("&" above all). */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(26|2C|3B|3D|3A|40|2B|24)/gi, (escaped) => decodeURIComponent(escaped));
}

export interface SearchPathOptions {
  category?: string;
  subcategory?: string;
  /** Free search text: /SearchProduct/search/{text}; wins over category and subcategory. */
  text?: string;
}

function search({ category, subcategory, text }: SearchPathOptions = {}): string {
  if (text !== undefined && text !== '') return `/SearchProduct/search/${pathSegment(text)}`;
  if (subcategory) return `/SearchProduct/${pathSegment(category || ANY_CATEGORY)}/${pathSegment(subcategory)}`;
  if (category) return `/SearchProduct/${pathSegment(category)}`;
  return '/SearchProduct/';
}

export const paths = {
  home: () => '/',
  search,
  deals: () => '/Deals',

  // Accounts and authentication.
  login: () => '/app/Login',
  signUp: () => '/app/SignUp',
  forgetPassword: () => '/app/ForgetPassword',
  codeVerify: () => '/Codeverify',
  dashboard: () => '/app/dashboard/',
  profile: () => '/app/Profile',
  shippingAddress: () => '/app/ShippingAddress',
  passwordChange: () => '/app/settings',

  // Cart and checkout.
  cartList: () => '/CartList',
  checkout: () => '/CheckoutPage',

  // Vape and category pages.
  disposableVape: () => '/DisposableVape',
  vapeKit: () => '/VapeKit',
  midPodKit: () => '/MidPodKit',
  catVapeKit: () => '/CatVapeKit',
  vapeJuice: () => '/VapeJuice',
  orianbar: () => '/Orianbar',

  // Brand and company pages.
  ourMission: () => '/OurMission',
  missionBrand: () => '/MissionBrand',
  brandStory: () => '/BrandStory',
  brandValues: () => '/BrandValues',
  brandTeam: () => '/BrandTeam',
  career: () => '/Career',
  community: () => '/Community',
  wholesale: () => '/WholeSale',
  military: () => '/Military',

  // Legal and support.
  terms: () => '/TermAndCondition',
  fdaDisclaimer: () => '/FdaDisclaimer',
  refundPolicy: () => '/RefundPolicy',
  privacyPolicy: () => '/PrivacyPolicy',
  shippingRestrictions: () => '/ShippingRestrictions',
  faq: () => '/Faq',
  helpCenter: () => '/HelpCenter',
  contactUs: () => '/ContactUs',

  // Blogs: every Read More goes to /Blog1.
  footerBlog: () => '/FooterBlog',
  blog1: () => '/Blog1',

  // Pictures served by the API.
  defaultPicture: () => '/media/default.jpg',

  // Outside the app.
  tel: (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`,
  sms: (phone: string) => `sms:${phone.replace(/[^\d+]/g, '')}`,
} as const;

/** The route patterns of the router; kept next to the builders so the two cannot drift apart. */
export const routePatterns = {
  search: 'SearchProduct',
  searchText: 'SearchProduct/search/:text',
  searchCategory: 'SearchProduct/:category',
  searchSubcategory: 'SearchProduct/:category/:subcategory',
  deals: 'Deals',
} as const;
