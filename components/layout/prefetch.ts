// The routes this app serves so far. Content from the server also links to pages not built yet (/campaign/…, /blogs,
// /aboutus, /login…): prefetching those would 404 in the console on every page view (Lighthouse best practices) and
// cost a request for nothing, so such links are not prefetched. Extend the list as routes land.
const SERVED = [
  /^\/(\?|#|$)/,
  /^\/search(\?|#|$)/,
  /^\/categor(y|ies)(\/|\?|#|$)/,
  /^\/products?(\/|\?|#|$)/,
  /^\/store\//,
  /^\/find-cakes(\?|#|$)/,
  /^\/occasion\//,
  /^\/(login|register|verified|reset-password|user-confirm|verify\/email)(\?|#|$)/,
  /^\/profile(\/(edit|changepassword|orders|address|wishlist|applications))?(\?|#|$)/,
  /^\/(aboutus|contact|faq|termsconditions|privacy-policy|refund-policy|sell-at-ug|be-a-seller|careers)(\?|#|$)/,
  /^\/career\/\d+(\?|#|$)/,
];

/** `prefetch` for a <Link> to `href`: the default for routes that exist, false for everything else. */
export function prefetchFor(href: string): false | undefined {
  return SERVED.some((route) => route.test(href)) ? undefined : false;
}
