/**
 * Publish feedback (issue 26 item 3): the answer to a save names, in this header, the build_runs
 * row of the build that makes the change live (GET /api/admin/builds/{id}); the admin's editor
 * follows it until the page is live. Absent when the publisher records no build (Netlify's own).
 */
export const PUBLISH_BUILD_HEADER = 'Publish-Build';
