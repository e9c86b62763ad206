import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as signupRoute } from '@/app/api/V2/user-signup/route';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { UserRow } from '@/lib/server/auth/session';
import { callRoute } from '../support/call-route';
import { freshIp, useTempOutbox } from '../support/isolation';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'yak cheese and butter tea';

export { freshIp, useTempOutbox };

let counter = 0;

/** Details for a sign-up nobody else in this file uses. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Sita Gurung',
    username: `sita_${n}`,
    email: `sita.${n}@example.com`,
    phone: `98${String(41_000_000 + ((Date.now() + counter * 104_729) % 9_000_000)).slice(0, 8)}`,
    password: PASSWORD,
    source: 'web',
    ...overrides,
  };
}

export type SignedUp = { token: string; user: { id: number; username: string; email: string; phone: string | null } };

/** Signs up through the real route; returns the login answer's data. */
export async function signUp(overrides: Record<string, unknown> = {}): Promise<SignedUp & { person: ReturnType<typeof newPerson> }> {
  const person = newPerson(overrides);
  const response = await callRoute(signupRoute, { url: '/api/V2/user-signup', method: 'POST', body: person, headers: freshIp() });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...response.body.data, person };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const cookie = (token: string, origin: string | null = ORIGIN): Record<string, string> => ({
  cookie: `ug_session=${encodeURIComponent(token)}`,
  ...(origin ? { origin } : {}),
});

export async function userRow(id: number): Promise<UserRow> {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

type Handler = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

/** Posts a multipart form (what the profile form sends with an avatar) to a route handler. */
export async function postForm(handler: Handler, url: string, form: FormData, headers: Record<string, string> = {}) {
  const request = new NextRequest(new URL(url, ORIGIN), { method: 'POST', body: form, headers });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, body: JSON.parse(await response.text()), headers: response.headers };
}

// ----- images built byte by byte, so the tests do not depend on fixture files -----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [200, 80, 60]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a baseline JPEG (SOI, JFIF APP0, SOF0 with its dimensions). */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(64, 0)]);
}

export function fileOf(bytes: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
