// The seeded random numbers moved to lib/domain/art/random.ts (pure, shared with the browser's cake picture); the
// seed and the server's generators keep importing them from here.
export * from '@/lib/domain/art/random';
