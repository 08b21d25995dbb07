/**
 * `npm run create-admin -- <username> <email>`: adds an admin account. The password comes from
 * ADMIN_PASSWORD, a hidden prompt, or standard input, never from an argument (see admin/commands.ts).
 */
import { createAdminCommand } from './admin/commands';
import { runCommand } from './admin/run-command';

runCommand(createAdminCommand);
