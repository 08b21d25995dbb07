/**
 * /api/admin/login-locks (issue 17): the login locks in force and the request that lifts one.
 * A lock names an account and an address block (api/auth/rate-limit.ts): the account is null for a
 * block locked on every account, the block null for an account held from every unknown address.
 */
import { z } from 'zod';

/** One lock as the admin screen lists it. */
export const loginLockEntrySchema = z.object({
  /** Normalized identifier (the username of an existing account, else what was typed). */
  account: z.string().nullable(),
  /** IPv4 address or IPv6 /64 ('2001:db8:1:2::/64'). */
  addressBlock: z.string().nullable(),
  /** Failures counted in the lock's window. */
  failures: z.number().int().nonnegative(),
  /** When the lock ends by itself (ISO). */
  until: z.string(),
});
export type LoginLockEntry = z.infer<typeof loginLockEntrySchema>;

/** POST /login-locks/lift: the account and block of the listed lock (at least one of them). */
export const loginLockLiftSchema = z
  .object({
    account: z.string({ error: 'account must be a string or null' }).trim().min(1, 'account must not be empty').max(254, 'account is too long: at most 254 characters').nullable(),
    addressBlock: z.string({ error: 'addressBlock must be a string or null' }).trim().min(1, 'addressBlock must not be empty').max(64, 'addressBlock is too long: at most 64 characters').nullable(),
  })
  .refine((v) => v.account !== null || v.addressBlock !== null, { message: 'account or addressBlock is required', path: ['account'] });
export type LoginLockLift = z.infer<typeof loginLockLiftSchema>;
