import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { LISTING_PATHS } from '../features/listing/listing-paths';

const loadListing = () => import('./routes/category-listing.route');

/**
 * The category listings, product-line, brand, legal, support and blog pages (issue 6), each a lazy chunk.
 * Kept out of router.tsx so the route table there stays short; it spreads this list in.
 */
export const contentRoutes: RouteObject[] = [
  ...Object.values(LISTING_PATHS).map((path): RouteObject => ({ path, lazy: loadListing })),

  { path: paths.disposableVape(), lazy: () => import('./routes/disposable-vape.route') },
  { path: paths.midPodKit(), lazy: () => import('./routes/mid-pod-kit.route') },
  { path: paths.vapeKit(), lazy: () => import('./routes/vape-kit.route') },
  { path: paths.catVapeKit(), lazy: () => import('./routes/cat-vape-kit.route') },
  { path: paths.vapeJuice(), lazy: () => import('./routes/vape-juice.route') },
  { path: paths.orianbar(), lazy: () => import('./routes/orianbar.route') },
  { path: paths.proDevice(), lazy: () => import('./routes/pro-device.route') },
  { path: paths.collection(), lazy: () => import('./routes/collection.route') },
  { path: paths.menuList(), lazy: () => import('./routes/menu-list.route') },
  // Listed by the spec with no content of their own: each goes to the page that serves its purpose.
  { path: paths.sideBar(), element: <Navigate to={paths.menuList()} replace /> },
  { path: paths.cartPage(), element: <Navigate to={paths.cartList()} replace /> },
  { path: paths.registerDevice(), lazy: () => import('./routes/register-device.route') },

  { path: paths.ourMission(), lazy: () => import('./routes/our-mission.route') },
  { path: paths.missionBrand(), lazy: () => import('./routes/mission-brand.route') },
  { path: paths.brandStory(), lazy: () => import('./routes/brand-story.route') },
  { path: paths.brandValues(), lazy: () => import('./routes/brand-values.route') },
  { path: paths.brandTeam(), lazy: () => import('./routes/brand-team.route') },
  { path: paths.whyBrands(), lazy: () => import('./routes/why-brands.route') },
  { path: paths.career(), lazy: () => import('./routes/career.route') },
  { path: paths.community(), lazy: () => import('./routes/community.route') },
  { path: paths.wholesale(), lazy: () => import('./routes/wholesale.route') },
  { path: paths.military(), lazy: () => import('./routes/military.route') },

  { path: paths.terms(), lazy: () => import('./routes/terms.route') },
  { path: paths.fdaDisclaimer(), lazy: () => import('./routes/fda-disclaimer.route') },
  { path: paths.refundPolicy(), lazy: () => import('./routes/refund-policy.route') },
  { path: paths.privacyPolicy(), lazy: () => import('./routes/privacy-policy.route') },
  { path: paths.faq(), lazy: () => import('./routes/faq.route') },
  { path: paths.helpCenter(), lazy: () => import('./routes/help-center.route') },
  { path: paths.contactUs(), lazy: () => import('./routes/contact-us.route') },

  { path: paths.footerBlog(), lazy: () => import('./routes/footer-blog.route') },
  { path: paths.squadBlog(), lazy: () => import('./routes/squad-blog.route') },
  { path: paths.blog1(), lazy: () => import('./routes/blog1.route') },
];
