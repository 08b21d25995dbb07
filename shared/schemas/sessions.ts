/** The answer shapes of /api/admin/sessions (issue 17), shared by the API and the admin screen. */

/** One live admin session as the sessions screen shows it (never its token or the token's hash). */
export interface AdminSessionEntry {
  /** The session's row id: how the client names it. */
  id: number;
  username: string;
  /** The signed-in admin's own session. */
  mine: boolean;
  /** The session the request came with ("Esta sessão"). */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  /** "Chrome 131 · Windows", or null when the User-Agent says nothing we know. */
  device: string | null;
}
