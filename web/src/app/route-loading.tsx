import { PageSkeleton } from '../components/page-skeleton';

/** Shown in the page area while a route's code-split chunk loads on the first visit. */
export function RouteLoading() {
  return <PageSkeleton />;
}
