import type { Sql } from '../../server/db.ts';
import type { Profile, Role } from './accounts.ts';
import type { Tier } from '../destinations/catalogue.ts';

interface ProfileRow {
  id: string;
  email: string;
  subscription_tier: Tier;
  role: Role;
}

const toProfile = (r: ProfileRow): Profile => ({ id: r.id, email: r.email, subscriptionTier: r.subscription_tier, role: r.role });

/** The profile of an e-mail address, created (free, visitor) on first sight. */
export async function ensureProfile(sql: Sql, email: string): Promise<Profile> {
  const [row] = await sql<ProfileRow[]>`
    INSERT INTO profiles (email) VALUES (${email.toLowerCase()})
    ON CONFLICT (email) DO UPDATE SET email = excluded.email
    RETURNING id, email, subscription_tier, role`;
  return toProfile(row!);
}

export async function setTier(sql: Sql, email: string, tier: Tier): Promise<Profile> {
  await ensureProfile(sql, email);
  const [row] = await sql<ProfileRow[]>`
    UPDATE profiles SET subscription_tier = ${tier}, updated_at = now() WHERE email = ${email.toLowerCase()}
    RETURNING id, email, subscription_tier, role`;
  return toProfile(row!);
}

export async function setRole(sql: Sql, email: string, role: Role): Promise<Profile> {
  await ensureProfile(sql, email);
  const [row] = await sql<ProfileRow[]>`
    UPDATE profiles SET role = ${role}, updated_at = now() WHERE email = ${email.toLowerCase()}
    RETURNING id, email, subscription_tier, role`;
  return toProfile(row!);
}

export async function listProfiles(sql: Sql): Promise<Profile[]> {
  const rows = await sql<ProfileRow[]>`SELECT id, email, subscription_tier, role FROM profiles ORDER BY email`;
  return rows.map(toProfile);
}
