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
  /** A product line's products, under its parent category; a line without one is one of the Vapes. */
  productLine: (name: string, parent?: string | null) => search({ category: parent ?? 'Vapes', subcategory: name }),
  /** Every product of a brand: the product list filtered by its `brand` parameter (product-list-params.ts). */
  brand: (name: string) => `/SearchProduct/?brand=${encodeURIComponent(name)}`,
  /** A product's own page; its slug comes from the API (`Product.slug`). */
  product: (slug: string) => `/products/${pathSegment(slug)}`,
  deals: () => '/Deals',

  // Accounts and authentication.
  /** `next`: the page to return to after logging in (the route guard passes where it came from). */
  login: (next?: string) => (next ? `/app/Login?next=${encodeURIComponent(next)}` : '/app/Login'),
  signUp: () => '/app/SignUp',
  forgetPassword: () => '/app/ForgetPassword',
  codeVerify: () => '/Codeverify',
  dashboard: () => '/app/dashboard/',
  /** An order's own page, bookmarkable and linked from every mail about it. */
  order: (orderNumber: string) => `/app/orders/${pathSegment(orderNumber)}`,
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
  squadBlog: () => '/SquadBlog',

  // Category listing pages (one layout, features/listing/listing-config.ts).
  catNixodine: () => '/CatNixodine',
  catDisposables: () => '/CatDisposables',
  catVaporizers: () => '/CatVaporizers',
  catVapejuice: () => '/CatVapejuice',
  catPouches: () => '/CatPouches',
  glassesAndBong: () => '/GlassesandBong',
  knivesAndHats: () => '/KnivesandHats',
  mobileAccessories: () => '/MobileAccessories',
  medicines: () => '/Medicines',
  catCandies: () => '/CatCandies',
  catRollingPaper: () => '/CatRollingPaper',
  catTorchLighters: () => '/CatTorchLighters',
  catApparel: () => '/CatApparel',

  // Product lines, collections and indexes; /SideBar and /CartPage only redirect.
  proDevice: () => '/ProDevice',
  allProducts: () => '/AllProducts',
  collection: () => '/Collection',
  menuList: () => '/MenuList',
  sideBar: () => '/SideBar',
  cartPage: () => '/CartPage',
  registerDevice: () => '/RegisterDevice',
  whyBrands: () => '/WhyBrands',

  // Pictures served by the API.
  defaultPicture: () => '/media/default.jpg',

  // Outside the app.
  tel: (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`,
  sms: (phone: string) => `sms:${phone.replace(/[^\d+]/g, '')}`,
  mailto: (email: string, subject?: string) =>
    subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`,
  /** The separate site where wholesale vendors register and order (spec section 1). */
  wholesaleSite: () => 'https://wholesale.esi-vape.example/',
  /** An OpenStreetMap embed centred on a point, with a marker (the page CSP allows this frame). */
  osmEmbed: (lat: number, lon: number, span = 0.02) =>
    `https://www.openstreetmap.org/export/embed.html?bbox=${[lon - span, lat - span, lon + span, lat + span]
      .map((n) => n.toFixed(5))
      .join('%2C')}&layer=mapnik&marker=${lat.toFixed(5)}%2C${lon.toFixed(5)}`,
  osmView: (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
} as const;

/** The route patterns of the router; kept next to the builders so the two cannot drift apart. */
export const routePatterns = {
  search: 'SearchProduct',
  searchText: 'SearchProduct/search/:text',
  searchCategory: 'SearchProduct/:category',
  searchSubcategory: 'SearchProduct/:category/:subcategory',
  deals: 'Deals',
  login: 'app/Login',
  signUp: 'app/SignUp',
  forgetPassword: 'app/ForgetPassword',
  codeVerify: 'Codeverify',
  // The account area: a layout route and its pages, relative to it.
  account: 'app',
  accountDashboard: 'dashboard',
  accountProfile: 'Profile',
  accountShippingAddress: 'ShippingAddress',
  accountPasswordChange: 'settings',
  accountOrder: 'orders/:orderNumber',
  cartList: 'CartList',
  checkout: 'CheckoutPage',
  shippingRestrictions: 'ShippingRestrictions',
  product: 'products/:slug',
} as const;
