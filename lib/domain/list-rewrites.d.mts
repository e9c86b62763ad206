import type { Rewrite } from 'next/dist/lib/load-custom-routes';

/** The `?page` pattern of the rewrites, with its named group (`(?<page>…)`). */
export declare const LIST_PAGE: string;
/** next.config.mjs `rewrites().beforeFiles`: the lists with ?page and the campaign page's filters (issue 30). */
export declare const listRewrites: Rewrite[];
