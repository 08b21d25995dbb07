/**
 * The one moment a build renders at. Every page of a build asks for it, so relative dates,
 * `{month}`/`{year}` titles and the 24 h price rule agree across the whole site, and a test or an
 * on-demand re-render can pin it (`BUILD_NOW=2026-11-21T12:00:00Z`) to reproduce a build's HTML.
 */
import { currentRenderContext } from '../../../shared/render-context';

let moment: Date | undefined;

/** The render context's moment (an on-demand render), else the one moment of this build process. */
export function buildNow(): Date {
  const given = currentRenderContext()?.now;
  if (given) return given;
  if (!moment) {
    const pinned = process.env.BUILD_NOW;
    const parsed = pinned ? new Date(pinned) : new Date();
    if (Number.isNaN(parsed.getTime())) throw new Error(`BUILD_NOW must be an ISO date-time (got "${pinned}")`);
    moment = parsed;
  }
  return moment;
}
