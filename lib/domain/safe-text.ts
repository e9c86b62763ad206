// Text we accept from a client, anywhere: no C0 control characters but tab, line feed and carriage return, no DEL,
// and no lone UTF-16 surrogates. PostgreSQL cannot store NUL in text at all (the query fails: "invalid byte sequence
// for encoding UTF8: 0x00"), a lone surrogate is not a character (it turns into U+FFFD on its way to the database, so
// what is stored is not what was checked), and the other controls are never typed by a person. One rule for the
// zod text schemas (lib/validation/text.ts) and for the pages that read query strings themselves.

const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/** The value when it is safe text, else undefined (a page then treats it as not given). */
export function safeTextOrUndefined(value: string | undefined): string | undefined {
  return value !== undefined && isSafeText(value) ? value : undefined;
}
