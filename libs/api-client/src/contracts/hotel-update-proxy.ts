import { z } from 'zod';

/**
 * /api/pwa/hotel-update-proxy?target=<url-encoded URL> — the hotel update proxy of guest-journey §7: the method
 * (GET, POST, PUT, PATCH, DELETE) and JSON body are passed through to the target, which must be an http(s) URL on a
 * known host (no user info, no IP literal) under an allowed path.
 */
export const hotelUpdateProxyQuerySchema = z.object({ target: z.string().min(1).max(2000) });
