/** The blog lists (spec section 2: static; every Read More goes to /Blog1). */
export interface BlogPostSummary {
  id: string;
  title: string;
  date: string;
  excerpt: string;
  art: 'duo' | 'device' | 'parcel' | 'team';
}

export const FOOTER_BLOG_POSTS: readonly BlogPostSummary[] = [
  {
    id: 'modular-disposables',
    title: 'Modular Disposables Compared: Vista Duo 20000 vs Lumen X 30000',
    date: 'March 05, 2025',
    excerpt: 'Two modular disposables with detachable batteries, side by side: puffs, flavor, charging and value.',
    art: 'duo',
  },
  {
    id: 'pod-care',
    title: 'Make Your Pods Last Longer',
    date: 'February 18, 2025',
    excerpt: 'Simple habits that keep a pod tasting fresh for its full 5-7 days, and when to swap it out.',
    art: 'device',
  },
  {
    id: 'nicotine-strengths',
    title: 'Nicotine Strengths Explained',
    date: 'January 29, 2025',
    excerpt: 'From 18 mg to 55 mg: how to choose a strength that suits the way you vape.',
    art: 'device',
  },
  {
    id: 'shipping-rules',
    title: 'Why Some Orders Cannot Ship to Your State',
    date: 'January 10, 2025',
    excerpt: 'Flavor bans, the PACT Act and what they mean for your cart.',
    art: 'parcel',
  },
];

export const SQUAD_BLOG_POSTS: readonly BlogPostSummary[] = [
  {
    id: 'squad-modular',
    title: 'Squad Picks: The Modular Disposables We Carry Every Day',
    date: 'March 05, 2025',
    excerpt: 'The ESI Squad put two modular disposables through a week of real use. Here is what they found.',
    art: 'duo',
  },
  {
    id: 'squad-switch',
    title: 'How the Squad Switched: Five Stories',
    date: 'February 21, 2025',
    excerpt: 'Five members of our team on the day they put down their last pack, and what helped.',
    art: 'team',
  },
  {
    id: 'squad-travel',
    title: 'Travelling With Your Vape',
    date: 'February 02, 2025',
    excerpt: 'Carry-on rules, charging on the road and keeping pods from leaking at altitude.',
    art: 'parcel',
  },
];
