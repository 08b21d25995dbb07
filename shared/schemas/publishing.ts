/**
 * Payloads and answers of the rendering tools (/api/admin/rendering/*), shared by the API routes
 * and the admin screens so they cannot drift apart.
 */
import { z } from 'zod';
import { idSchema } from './common';

/** A path of the site: starts with /, no query or fragment. */
export const sitePathSchema = z.string().trim().min(1).max(500).regex(/^\/[^\s?#]*$/, 'must be a site path starting with / (no query or fragment)');

/** POST /rendering/render. */
export const renderRequestSchema = z.object({ path: sitePathSchema });

/** POST /rendering/preview: a public path, or a post/review by id (drafts included). */
export const previewRequestSchema = z.union([
  z.object({ path: sitePathSchema }),
  z.object({ post: idSchema }),
  z.object({ review: idSchema }),
]);
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

export type DeliveryMode = 'pre-rendered' | 'api' | 'client';

/** One kind of URL the site answers, and how it reaches the visitor (GET /rendering/routes). */
export interface RouteInfo {
  route: string;
  /** pt-BR, for the admin. */
  label: string;
  mode: DeliveryMode;
  example: string | null;
}

/** One page of the live site (GET /rendering/pages). */
export interface LivePage {
  path: string;
  renderedAt: string;
  bytes: number;
}

/** Answer of a re-render: the page is live (or removed, 404) when this arrives. */
export interface RenderResult {
  path: string;
  renderedAt: string;
  durationMs: number;
  status: number;
  /** The incremental build that recorded it. */
  build: number;
}

/** What a crawler reads from a page's head. */
export interface CrawlerView {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  hreflang: { lang: string; href: string }[];
  jsonLd: unknown[];
}

/** Answer of a preview: the page as a crawler receives it, nothing written. */
export interface PreviewResult extends CrawlerView {
  path: string;
  status: number;
  html: string;
}
