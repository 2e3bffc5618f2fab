import { z } from 'zod';
import type { ErrorParams, FieldErrorCode } from './errors.ts';

// 360° tours an owner adds: a link to a tour hosted elsewhere, or our own panoramas with rooms
// linked by hotspots (shown by the built-in viewer at /tour/{id}).

export const PANORAMA_LIMITS = {
  maxBytes: 40 * 1024 * 1024,
  /** Equirectangular: twice as wide as high, within this tolerance. */
  ratioTolerance: 0.02,
  minWidth: 2000,
  /** Stored at most this wide: what phones can hold as one texture. */
  storedWidth: 4096,
  maxScenes: 20,
  maxPixels: 80_000_000,
} as const;

export const externalTourSchema = z.object({
  kind: z.literal('external'),
  external_url: z.string().trim().min(1).max(500),
});

const degrees = (_label: string, min: number, max: number) => z.number().min(min).max(max);

/** The whole panorama tour at once: rooms in order, each with its name, starting view and hotspots. */
export const tourArrangeSchema = z.object({
  scenes: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string().trim().min(1, 'ROOM_NAME_REQUIRED').max(60),
        initial_yaw: degrees('Starting direction', -180, 180).default(0),
        links: z
          .array(
            z.object({
              to_scene_id: z.number().int().positive(),
              yaw: degrees('Hotspot direction', -180, 180),
              pitch: degrees('Hotspot height', -90, 90).default(0),
              label: z.string().trim().max(60).nullable().optional(),
            }),
          )
          .max(12)
          .default([]),
      }),
    )
    .min(1, 'ROOMS_MISMATCH'),
});
export type TourArrange = z.infer<typeof tourArrangeSchema>;

/** The tour host a link is on, if it is allowed: its provider name, or an error message. */
export function checkTourUrl(
  raw: string,
  hosts: Record<string, string>,
): { provider: string; url: string } | { error: FieldErrorCode; params?: ErrorParams } {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return { error: 'TOUR_LINK_INVALID' };
  }
  if (u.protocol !== 'https:') return { error: 'TOUR_LINK_NOT_HTTPS' };
  const provider = hosts[u.hostname.toLowerCase()];
  if (!provider)
    return { error: 'TOUR_HOST_NOT_ALLOWED', params: { host: u.hostname, allowed: Object.keys(hosts).join(', ') } };
  return { provider, url: u.toString() };
}
