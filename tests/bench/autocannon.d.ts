// The parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Percentiles = { average: number; mean: number; max: number; min: number; p50: number; p90: number; p97_5: number; p99: number };
  export type Result = {
    requests: Percentiles & { total: number; sent: number };
    latency: Percentiles;
    throughput: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Per-request set-up: the cart targets send each request with its own cookie and body. */
    requests?: Array<{ setupRequest?: (request: RawRequest) => RawRequest }>;
  };
  export type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
