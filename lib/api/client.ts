import axios, { type AxiosInstance } from 'axios';
import { ACCESS_TOKEN_KEY } from './access-token';
import { API_BASE, DASHBOARD_API_BASE, REQUEST_TIMEOUT_MS } from './endpoints';

// The browser's HTTP clients (SPEC §7): base /api/V2, 60 s timeout, credentials sent. `api` is plain; `authApi`
// and `dashboardApi` add `Authorization: Bearer <token>` from localStorage 'access_token' when one is stored.

export { ACCESS_TOKEN_KEY };

export function readAccessToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode, policies): behave as logged out rather than crash.
    return null;
  }
}

function create(baseURL: string): AxiosInstance {
  return axios.create({ baseURL, timeout: REQUEST_TIMEOUT_MS, withCredentials: true, headers: { Accept: 'application/json' } });
}

function withBearer(instance: AxiosInstance): AxiosInstance {
  instance.interceptors.request.use((config) => {
    const token = readAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return instance;
}

export const api = create(API_BASE);
export const authApi = withBearer(create(API_BASE));
export const dashboardApi = withBearer(create(DASHBOARD_API_BASE));
