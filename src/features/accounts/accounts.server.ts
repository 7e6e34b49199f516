import type { Sql } from '../../server/db.ts';
import type { Profile, Role } from './accounts.ts';
import type { Tier } from '../destinations/catalogue.ts';

/**
 * The profile of an e-mail address, created (free, visitor) on first sight. Every signed-in
 * request asks for it, so it reads first and writes only for someone new: a plain read takes
 * no row lock and writes no tuple. ON CONFLICT DO NOTHING then a second read covers two first
 * requests racing to create the same profile.
 */
export async function ensureProfile(sql: Sql, email: string): Promise<Profile> {
  const address = email.toLowerCase();
  const select = () => sql<Profile[]>`SELECT id, email, subscription_tier, role FROM profiles WHERE email = ${address}`;
  const [existing] = await select();
  if (existing) return existing;
  const [created] = await sql<Profile[]>`
    INSERT INTO profiles (email) VALUES (${address}) ON CONFLICT (email) DO NOTHING
    RETURNING id, email, subscription_tier, role`;
  const [row] = created ? [created] : await select();
  return row!;
}

export async function setTier(sql: Sql, email: string, tier: Tier): Promise<Profile> {
  await ensureProfile(sql, email);
  const [row] = await sql<Profile[]>`
    UPDATE profiles SET subscription_tier = ${tier}, updated_at = now() WHERE email = ${email.toLowerCase()}
    RETURNING id, email, subscription_tier, role`;
  return row!;
}

export async function setRole(sql: Sql, email: string, role: Role): Promise<Profile> {
  await ensureProfile(sql, email);
  const [row] = await sql<Profile[]>`
    UPDATE profiles SET role = ${role}, updated_at = now() WHERE email = ${email.toLowerCase()}
    RETURNING id, email, subscription_tier, role`;
  return row!;
}

export async function listProfiles(sql: Sql): Promise<Profile[]> {
  return sql<Profile[]>`SELECT id, email, subscription_tier, role FROM profiles ORDER BY email`;
}
