import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { freshIp } from '../support/isolation';

// Pictures and multipart calls for the photo tests (issue 25).

type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** A JPEG `width` × `height` of one colour (a different colour tells photos apart in a test). */
export async function jpegFile(name: string, width = 800, height = 600, background = { r: 200, g: 120, b: 60 }): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

/** POSTs `files` as multipart `file` parts to a back-office route as `who`. */
export async function postFiles<P>(handler: Handler<P>, url: string, who: { headers: Record<string, string> } | null, files: File[], params?: P) {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  const request = new NextRequest(new URL(url, 'http://localhost:3000'), {
    method: 'POST',
    body: form,
    headers: { ...freshIp(), origin: 'http://localhost:3000', ...(who?.headers ?? {}) },
  });
  const response = await handler(request, { params: Promise.resolve((params ?? {}) as P) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the route answers
  return { status: response.status, body: body as any, headers: response.headers };
}
