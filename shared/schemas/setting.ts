/** Settings (SPEC §3): a key/value store; `site_name` is the one the public site reads. */
import { z } from 'zod';
import { versionSchema } from './common';

/** Known setting keys. Others may exist; these have extra rules. */
export const SETTING_KEYS = { siteName: 'site_name' } as const;

export const SETTING_VALUE_MAX = 10_000;

/** Setting key: snake_case, so keys stay valid in URLs (`/api/settings/{key}`) without encoding. */
export const settingKeySchema = z
  .string({ error: 'key is required' })
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'key must be snake_case: a-z, digits and underscores, at most 64 characters');

const settingValueSchema = z
  .string({ error: 'value must be a string' })
  .max(SETTING_VALUE_MAX, `value is too long: at most ${SETTING_VALUE_MAX} characters`);

/** GET /api/settings/{key} answer. */
export const settingSchema = z.object({ key: settingKeySchema, value: z.string() });
export type Setting = z.infer<typeof settingSchema>;

/**
 * The site name is shown in every title and footer, so an empty or very long one is refused
 * here rather than discovered on the built pages.
 */
export function checkKnownSetting(value: { key: string; value: string }, ctx: z.RefinementCtx): void {
  if (value.key === SETTING_KEYS.siteName) {
    const name = value.value.trim();
    if (name.length === 0 || name.length > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'site_name must be 1 to 100 characters', input: value.value });
    }
  }
}

/** Admin upsert payload `{ key, value }`. */
export const settingInputSchema = z
  .object({ key: settingKeySchema, value: settingValueSchema })
  .superRefine(checkKnownSetting);
export type SettingInput = z.infer<typeof settingInputSchema>;

/** Admin update payload (key from the path, checked again by the route with `settingInputSchema`). */
export const settingUpdateSchema = z.object({ value: settingValueSchema, version: versionSchema });
export type SettingUpdateInput = z.infer<typeof settingUpdateSchema>;
