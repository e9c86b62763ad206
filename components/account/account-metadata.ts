import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';

/** Metadata for an account page: a title and description, never indexed (per-visitor pages, nothing to rank). */
export function accountMetadata(title: string, description: string, path: string): Metadata {
  return pageMetadata({ title, description, path, noindex: true });
}
