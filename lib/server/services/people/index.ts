export * from './connection-lists';
export * from './connections';
export * from './follows';
export * from './invalidate';
export * from './persons';
export * from './profile-page';
