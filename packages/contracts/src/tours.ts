import { z } from 'zod';

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

export const TOUR_MESSAGES = {
  notHttps: 'The tour link must start with https://',
  badUrl: 'The tour link is not a valid address',
  hostNotAllowed: (host: string, allowed: string[]) =>
    `Tours from ${host} are not supported; use one of ${allowed.join(', ')}`,
  notPanorama: (name: string, w: number, h: number) =>
    `${name} is ${w} × ${h}; a 360° panorama is twice as wide as it is high (for example 6000 × 3000)`,
  tooNarrow: (name: string) =>
    `${name} is too small for a 360° view; panoramas must be at least ${PANORAMA_LIMITS.minWidth} pixels wide`,
  tooBig: (name: string) => `${name} is larger than ${PANORAMA_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooManyScenes: `A tour can have at most ${PANORAMA_LIMITS.maxScenes} rooms`,
  noFile: 'Choose a panorama to upload',
  titleRequired: 'Name the room (e.g. Living room)',
  sceneMismatch: 'The rooms must list every room of this tour exactly once',
  badLink: 'A hotspot must lead to another room of this tour',
  noTour: 'This listing has no tour',
} as const;

export const externalTourSchema = z.object({
  kind: z.literal('external'),
  external_url: z
    .string({ error: 'The tour link is required' })
    .trim()
    .min(1, 'The tour link is required')
    .max(500, 'The tour link is too long'),
});

const degrees = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The whole panorama tour at once: rooms in order, each with its name, starting view and hotspots. */
export const tourArrangeSchema = z.object({
  scenes: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z
          .string()
          .trim()
          .min(1, TOUR_MESSAGES.titleRequired)
          .max(60, 'A room name must be at most 60 characters'),
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
          .max(12, 'A room can have at most 12 hotspots')
          .default([]),
      }),
    )
    .min(1, TOUR_MESSAGES.sceneMismatch),
});
export type TourArrange = z.infer<typeof tourArrangeSchema>;

/** The tour host a link is on, if it is allowed: its provider name, or an error message. */
export function checkTourUrl(
  raw: string,
  hosts: Record<string, string>,
): { provider: string; url: string } | { error: string } {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return { error: TOUR_MESSAGES.badUrl };
  }
  if (u.protocol !== 'https:') return { error: TOUR_MESSAGES.notHttps };
  const provider = hosts[u.hostname.toLowerCase()];
  if (!provider) return { error: TOUR_MESSAGES.hostNotAllowed(u.hostname, Object.keys(hosts)) };
  return { provider, url: u.toString() };
}
