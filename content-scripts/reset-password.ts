/**
 * `npm run reset-password -- <username-or-email>`: sets a new admin password and ends every session
 * of that admin. The password comes from ADMIN_PASSWORD, a hidden prompt, or standard input.
 */
import { resetPasswordCommand } from './admin/commands';
import { runCommand } from './admin/run-command';

runCommand(resetPasswordCommand);
