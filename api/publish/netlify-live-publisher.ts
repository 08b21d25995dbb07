/**
 * The publisher of the Netlify mode (issue 23): a content change, a scheduled publication or a
 * price refresh re-renders only the pages it affects into Netlify Blobs (./netlify-page-publisher.ts,
 * run by the background function publish-pages-background); no Netlify build. The build hook
 * (./netlify-publisher.ts) stays for what changes every page: site-wide rows (categories, settings,
 * locale switches), the admin's "full rebuild" and the nightly regeneration; code deploys build on
 * push.
 */
import type { NetlifyPublisher } from './netlify-publisher';
import type { ContentChange, Publisher } from './publisher';
import { SITE_WIDE } from './renderer/affected-pages';

export interface NetlifyLivePublisherOptions {
  /** The build-hook publisher: full builds only. */
  builds: NetlifyPublisher;
  /** Puts the pages of `changes` live (renders them, or asks the background function to). */
  publishPages: (changes: ContentChange[]) => Promise<unknown>;
  log?: (line: string) => void;
}

/** Creates the publisher. Never throws from `request` or `rebuild` (Publisher contract). */
export function createNetlifyLivePublisher({ builds, publishPages, log = (line) => console.log(line) }: NetlifyLivePublisherOptions): Publisher {
  return {
    async request(change) {
      if (SITE_WIDE.has(change.entity)) return builds.request(change);
      try {
        await publishPages([change]);
      } catch (err) {
        log(`publishing ${change.entity} ${change.id} failed: ${err instanceof Error ? err.message : String(err)}; the nightly rebuild covers it`);
      }
    },
    rebuild: (trigger) => builds.rebuild(trigger),
  };
}
