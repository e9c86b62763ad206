import { GET, POST } from '@/app/api/[...path]/route';
import { callRoute } from '../support/call-route';

describe('an unknown /api path', () => {
  it('answers 404 with the JSON error envelope, for reads and writes alike', async () => {
    for (const [handler, method] of [
      [GET, 'GET'],
      [POST, 'POST'],
    ] as const) {
      const res = await callRoute(handler, { url: '/api/V2/no-such-endpoint', method, params: { path: ['V2', 'no-such-endpoint'] } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({ error: { message: 'API endpoint not found', code: 'not_found' } });
    }
  });
});
