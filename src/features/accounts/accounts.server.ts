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

/**
 * The profile of an e-mail address, created (free, visitor) on first sight. Every signed-in
 * request asks for it, so it reads first and writes only for someone new: a plain read takes
 * no row lock and writes no tuple. ON CONFLICT DO NOTHING then a second read covers two first
 * requests racing to create the same profile.
 */
export async function ensureProfile(sql: Sql, email: string): Promise<Profile> {
  const address = email.toLowerCase();
  const select = () => sql<ProfileRow[]>`SELECT id, email, subscription_tier, role FROM profiles WHERE email = ${address}`;
  const [existing] = await select();
  if (existing) return toProfile(existing);
  const [created] = await sql<ProfileRow[]>`
    INSERT INTO profiles (email) VALUES (${address}) ON CONFLICT (email) DO NOTHING
    RETURNING id, email, subscription_tier, role`;
  const [row] = created ? [created] : await select();
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
