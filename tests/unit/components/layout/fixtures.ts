import type { FooterData, HeaderData } from '@/lib/server/services/content/types';

export const headerData: HeaderData = {
  categories: {
    items: [
      {
        id: 1,
        slug: 'cakes',
        name: 'Cakes',
        imageFileName: 'cakes.svg',
        children: [{ id: 11, slug: 'birthday-cakes', name: 'Birthday Cakes', imageFileName: 'birthday-cakes.svg' }],
      },
      { id: 2, slug: 'flowers', name: 'Flowers', imageFileName: 'flowers.svg', children: [] },
      { id: 3, slug: 'chocolates', name: 'Chocolates', imageFileName: 'chocolates.svg', children: [] },
      { id: 4, slug: 'hampers', name: 'Gift Hampers', imageFileName: 'hampers.svg', children: [] },
    ],
    banner: { image: '/media/banners/mega.svg', url: '/category/cakes' },
  },
  campaign: { slug: 'winter-cake-festival', name: 'Winter Cake Festival', icon: '/media/campaigns/winter.svg' },
  topMenu: {
    about: {
      title: 'About',
      items: [
        { title: 'About Us', url: '/aboutus' },
        { title: 'Contact', url: '/contact' },
      ],
      banner: { image: '/media/banners/about.svg', url: '/aboutus' },
    },
    bazaar: { title: 'Bazaar', items: [{ title: 'Sell at UG', url: '/sell-at-ug' }], banner: null },
    fun: { title: 'Fun', items: [{ title: 'Contests', url: '/contests' }], banner: null },
  },
};

export const footerData: FooterData = {
  phones: [
    { type: 'mobile', value: '+977-9801234567', platform: 'viber' },
    { type: 'mobile', value: '+977-9812345678', platform: 'whatsapp' },
    { type: 'phone', value: '01-4412345', platform: null },
  ],
  locations: [{ location: 'New Baneshwor, Kathmandu' }],
  appstore: 'https://apps.apple.com/app/upahar-ghar',
  playstore: 'https://play.google.com/store/apps/details?id=np.upaharghar',
  appHeader: 'Get the Upahar Ghar app',
  socialMedia: [
    { name: 'facebook', link: 'https://facebook.com/upaharghar' },
    { name: 'youtube', link: 'https://youtube.com/@upaharghar' },
  ],
  navLinks: [{ title: 'Customer Care', items: [{ title: 'FAQ', link: '/faq' }] }],
  newsletter: { placeholder: 'Your email address', buttonText: 'Subscribe' },
};
