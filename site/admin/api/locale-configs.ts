/** Typed hooks for `/api/admin/locale-configs` (keyed by locale code). */
import type { AdminLocaleConfig, LocaleConfigInput, LocaleConfigUpdateInput } from '../../../shared/schemas/locale-config';
import { createResourceHooks } from './resource';

export const localeConfigs = createResourceHooks<AdminLocaleConfig, LocaleConfigInput, LocaleConfigUpdateInput, string>('locale-configs');
