import { z } from 'zod';
import { TIERS } from '../destinations/catalogue.ts';

export const ROLES = ['visitor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const emailSchema = z.email().max(254).transform((e) => e.trim().toLowerCase());
export const tierSchema = z.enum(TIERS);
export const roleSchema = z.enum(ROLES);

export interface Profile {
  id: string;
  email: string;
  subscriptionTier: z.infer<typeof tierSchema>;
  role: Role;
}
