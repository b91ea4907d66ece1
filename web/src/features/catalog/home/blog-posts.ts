/** The home page's blog teasers (static, spec section 2); every Read More goes to /Blog1. */
export interface BlogPost {
  id: string;
  title: string;
  description: string;
  /** Which CSS-drawn picture the teaser shows. */
  art: 'duo' | 'pods' | 'levels';
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'modular-disposables',
    title: 'Modular Disposables Compared',
    description: 'Two modular disposable vapes side by side: battery life, flavor and how many puffs you really get.',
    art: 'duo',
  },
  {
    id: 'pod-care',
    title: 'Make Your Pods Last Longer',
    description: 'Simple habits that keep a pod tasting fresh for its full 5-7 days, and when to swap it out.',
    art: 'pods',
  },
  {
    id: 'nicotine-strengths',
    title: 'Nicotine Strengths Explained',
    description: 'From 18 mg to 55 mg: how to choose a strength that suits the way you vape.',
    art: 'levels',
  },
];
