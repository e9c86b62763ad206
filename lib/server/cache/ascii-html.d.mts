// Types for ascii-html.mjs (plain JavaScript so Next's build workers can load the page cache handler).
/** The page with every non-ASCII character written as ASCII, or null when <style> content would need CSS escapes. */
export declare function asciiHtml(html: string): string | null;
