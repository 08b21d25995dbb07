/**
 * The one moment a build renders at. Every page of a build asks for it, so relative dates,
 * `{month}`/`{year}` titles and the 24 h price rule agree across the whole site, and a test or an
 * on-demand re-render can pin it (`BUILD_NOW=2026-11-21T12:00:00Z`) to reproduce a build's HTML.
 */
import { configuredMoment, currentRenderContext } from '../../../shared/render-context';

let moment: Date | undefined;

/** The render context's moment (an on-demand render), else the one moment of this build process. */
export function buildNow(): Date {
  const given = currentRenderContext()?.now;
  if (given) return given;
  moment ??= configuredMoment();
  return moment;
}
