export * from './catalogue';
export * from './cakes';
export * from './content';
export * from './accounts';
