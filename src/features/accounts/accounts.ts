import { z } from 'zod';
import { TIERS } from '../destinations/catalogue.ts';
import { text } from '../../lib/text.ts';

export const ROLES = ['visitor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const emailSchema = z
  .email('Please enter a valid e-mail address')
  .max(254)
  .transform((e) => e.trim().toLowerCase());
export const tierSchema = z.enum(TIERS);
export const roleSchema = z.enum(ROLES);

export interface Profile {
  id: string;
  email: string;
  subscriptionTier: z.infer<typeof tierSchema>;
  role: Role;
}

/** Body of POST /api/login. */
export const loginSchema = z.object({ email: text().trim().pipe(emailSchema) }).strict();

/** Body of POST /api/favorites. */
export const favoriteSchema = z.object({ destinationId: text().min(1).max(80) }).strict();

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
