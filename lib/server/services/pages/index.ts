export * from './shop-pages';
export * from './contact';
export * from './seller-applications';
