// The SVG helpers moved to lib/domain/art/svg.ts, so the browser can draw with them too (the live cake picture on a
// product page); the server's generators keep importing them from here.
export * from '@/lib/domain/art/svg';
