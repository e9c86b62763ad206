import { BEHIND_THE_OVENS_POSTS } from './blog-posts/behind-the-ovens';
import { CELEBRATIONS_AT_HOME_POSTS } from './blog-posts/celebrations-at-home';
import { CHOOSING_AND_STORING_POSTS } from './blog-posts/choosing-and-storing-cakes';
import { FESTIVAL_POSTS } from './blog-posts/festivals';
import { FLOWERS_AND_PLANTS_POSTS } from './blog-posts/flowers-and-plants';
import { GIFT_IDEA_POSTS } from './blog-posts/gift-ideas';
import { SENDING_FROM_ABROAD_POSTS } from './blog-posts/sending-from-abroad';
import type { BlogCategorySeed, BlogPostSeed } from './editorial-types';

// The demo blog: categories in display order, and every post (one file per category under blog-posts/). The
// comments are in blog-comments.ts. tests/unit/seed/editorial-content.test.ts checks the contract of all three.

export const BLOG_CATEGORIES: BlogCategorySeed[] = [
  {
    slug: 'choosing-and-storing-cakes',
    name: 'Choosing and storing cakes',
    description: 'How many pounds for your guests, which icing survives the heat, eggless and sugar-free choices, and keeping fresh cream fresh.',
  },
  {
    slug: 'festivals',
    name: 'Dashain, Tihar, Teej and other festivals',
    description: 'What each festival asks for, from Teej dar to Bhai Tika sagun and the three Lhosars, and when to order so it arrives in time.',
  },
  {
    slug: 'gift-ideas',
    name: 'Gift ideas by occasion and budget',
    description: 'Gifts under रू 1,500, anniversaries year by year, office birthdays, new babies and Pasni: ideas that feel considered.',
  },
  {
    slug: 'sending-from-abroad',
    name: 'Sending a cake home from abroad',
    description: 'For Nepalis in Doha, Sydney, London and beyond: time zones, addresses riders can find, paying, and cities outside the valley.',
  },
  {
    slug: 'behind-the-ovens',
    name: 'Behind the ovens',
    description: 'How our bakers, decorators and riders work: stacking tiers, the eggless kitchen, the midnight run and the valley\'s favourite cake.',
  },
  {
    slug: 'flowers-and-plants',
    name: 'Flowers and plants',
    description: 'Making bouquets last, what rose colours say, and gift plants that survive a Kathmandu flat through winter and monsoon.',
  },
  {
    slug: 'celebrations-at-home',
    name: 'Celebrations at home',
    description: 'Children\'s parties, midnight surprises and family functions from Bratabandha to Ihi: plans, budgets and how much cake.',
  },
];

export const BLOG_POSTS: BlogPostSeed[] = [
  ...CHOOSING_AND_STORING_POSTS,
  ...FESTIVAL_POSTS,
  ...GIFT_IDEA_POSTS,
  ...SENDING_FROM_ABROAD_POSTS,
  ...BEHIND_THE_OVENS_POSTS,
  ...FLOWERS_AND_PLANTS_POSTS,
  ...CELEBRATIONS_AT_HOME_POSTS,
];
