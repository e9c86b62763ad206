// Types for byte-budget.mjs (plain JavaScript so Next's build workers can load the page cache handler).
export declare class ByteBudget {
  constructor(maxBytes: number, onEvict: (key: string) => void);
  readonly maxBytes: number;
  /** Bytes the ledger holds now. */
  readonly bytes: number;
  readonly size: number;
  add(key: string, bytes: number): void;
  touch(key: string): void;
  forget(key: string): void;
}
