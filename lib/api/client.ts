import axios, { type AxiosInstance } from 'axios';
import { readAccessToken } from './access-token';
import { API_BASE, DASHBOARD_API_BASE, REQUEST_TIMEOUT_MS } from './endpoints';

// The browser's HTTP clients (SPEC §7): base /api/V2, 60 s timeout, credentials sent. `api` is plain; `authApi`
// and `dashboardApi` add `Authorization: Bearer <token>` from localStorage 'access_token' when one is stored.

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
