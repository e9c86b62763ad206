export * from './careers';
