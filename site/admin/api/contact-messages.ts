/** Typed hooks for `/api/admin/contact-messages` (the inbox: mark read/unread, delete). */
import { createResourceHooks } from './resource';
import type { AdminContactMessage } from './types';

export const contactMessages = createResourceHooks<AdminContactMessage, never, { read: boolean }>('contact-messages');
